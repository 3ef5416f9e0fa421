import type { ClientErrorReport, MetricsQuery } from '@sb/contract';
import type { Db } from '../../db/database.ts';
import * as schema from '../../db/schema.ts';

/** One measurement of the web app, for its brand; nothing that names the visitor. */
export async function insertMetric(db: Db, brand: string, metric: MetricsQuery, at: Date): Promise<void> {
  await db.insert(schema.clientMetrics).values({
    brand,
    app: metric.app,
    name: metric.name,
    value: metric.value,
    path: metric.path ?? null,
    receivedAt: at,
  });
}

/** One error the web's error boundary caught, with the browser it happened in. */
export async function insertClientError(
  db: Db,
  brand: string,
  report: ClientErrorReport,
  userAgent: string | null,
  at: Date,
): Promise<void> {
  await db.insert(schema.clientErrors).values({
    brand,
    message: report.message,
    stack: report.stack ?? null,
    componentStack: report.component_stack ?? null,
    path: report.path,
    userAgent,
    receivedAt: at,
  });
}
