import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { demoStreamRoutes } from './demo-stream-routes.ts';
import { demoStreamSource, demoStreamTokens } from './stream-source.ts';
import { videoRoutes } from './video-routes.ts';

/** The video paths with the demo provider behind them: this server streams its own demo loop. */
export function videoWithDemoProvider(secret: string, now: () => Date): FastifyPluginCallbackZod {
  const tokens = demoStreamTokens(secret);
  return (app, _options, done) => {
    app.register(videoRoutes(demoStreamSource(tokens)));
    app.register(demoStreamRoutes(tokens, now));
    done();
  };
}
