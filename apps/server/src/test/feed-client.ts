import { ServerMessage, type ClientMessage } from '@sb/contract';
import WebSocket from 'ws';
import { frameText } from '../modules/live/index.ts';

/** A websocket client of the feed hub for tests: sends ClientMessages, awaits ServerMessages. */
export class FeedTestClient {
  readonly messages: ServerMessage[] = [];
  readonly #socket: WebSocket;
  #waiters: (() => void)[] = [];

  private constructor(socket: WebSocket) {
    this.#socket = socket;
    socket.on('message', (data) => {
      this.messages.push(ServerMessage.parse(JSON.parse(frameText(data))));
      for (const wake of this.#waiters.splice(0)) wake();
    });
  }

  static async connect(url: string): Promise<FeedTestClient> {
    const socket = new WebSocket(url);
    const client = new FeedTestClient(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return client;
  }

  send(message: ClientMessage | string): void {
    this.#socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The first message since `from` (an index into `messages`) that matches; fails after `ms`. */
  async next(match: (m: ServerMessage) => boolean, from = 0, ms = 5000): Promise<ServerMessage> {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = this.messages.slice(from).find(match);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching message within ${ms} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.#waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      this.#socket.once('close', () => resolve());
      this.#socket.close();
    });
  }
}
