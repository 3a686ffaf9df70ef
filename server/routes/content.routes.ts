/** Merchant content: vacancies, stories, banners, and the customer's notifications (list, mark read). */
import type { Hono } from 'hono';
import type { Banner, Notification, Story, Vacancy } from '../../src/shared/contract/content.ts';
import { endpoints } from '../../src/shared/contract/endpoints.ts';
import { json } from '../db/database.ts';
import { intParam, requireUser, type AppEnv } from '../http/context.ts';
import { notFound } from '../http/errors.ts';

type Row = { id: number; priority?: number; data: string; created_at?: string };

export function registerContentRoutes(api: Hono<AppEnv>): void {
  api.get(endpoints.vacancies.path, (c) => {
    const rows = c
      .get('deps')
      .db.prepare('SELECT id, data FROM vacancies WHERE merchant_id = ? ORDER BY id')
      .all(c.get('merchant').id) as Row[];
    return c.json(rows.map((row): Vacancy => ({ ...json<Omit<Vacancy, 'id'>>(row.data), id: row.id })));
  });

  api.get(endpoints.vacancy.path, (c) => {
    const row = c
      .get('deps')
      .db.prepare('SELECT id, data FROM vacancies WHERE merchant_id = ? AND id = ?')
      .get(c.get('merchant').id, intParam(c.req.param('id'), 'id')) as Row | undefined;
    if (!row) throw notFound();
    return c.json({ ...json<Omit<Vacancy, 'id'>>(row.data), id: row.id } satisfies Vacancy);
  });

  api.get(endpoints.stories.path, (c) => {
    const rows = c
      .get('deps')
      .db.prepare('SELECT id, priority, data FROM stories WHERE merchant_id = ? ORDER BY priority, id')
      .all(c.get('merchant').id) as Row[];
    return c.json(
      rows.map((row): Story => ({
        ...json<Omit<Story, 'id' | 'priority'>>(row.data),
        id: row.id,
        priority: row.priority ?? 0,
      })),
    );
  });

  api.get(endpoints.banners.path, (c) => {
    const rows = c
      .get('deps')
      .db.prepare('SELECT id, priority, data FROM banners WHERE merchant_id = ? ORDER BY priority, id')
      .all(c.get('merchant').id) as Row[];
    return c.json(
      rows.map((row): Banner => ({
        ...json<Omit<Banner, 'id' | 'priority'>>(row.data),
        id: row.id,
        priority: row.priority ?? 0,
      })),
    );
  });

  api.get(endpoints.notifications.path, (c) => {
    const user = requireUser(c);
    const rows = c
      .get('deps')
      .db.prepare(
        `SELECT n.id, n.data, n.created_at, r.user_id IS NOT NULL AS is_read FROM notifications n
         LEFT JOIN notification_reads r ON r.notification_id = n.id AND r.user_id = ?
         WHERE n.merchant_id = ? ORDER BY n.created_at DESC, n.id DESC`,
      )
      .all(user.id, c.get('merchant').id) as (Row & { is_read: number })[];
    return c.json(
      rows.map((row): Notification => ({
        ...json<Omit<Notification, 'id' | 'isRead' | 'createdDate'>>(row.data),
        id: row.id,
        isRead: row.is_read === 1,
        createdDate: row.created_at ?? '',
      })),
    );
  });

  api.put(endpoints.notificationRead.path, (c) => {
    const user = requireUser(c);
    const id = intParam(c.req.param('id'), 'id');
    const { db } = c.get('deps');
    const exists = db
      .prepare('SELECT 1 FROM notifications WHERE id = ? AND merchant_id = ?')
      .get(id, c.get('merchant').id);
    if (!exists) throw notFound();
    db.prepare('INSERT OR IGNORE INTO notification_reads (user_id, notification_id) VALUES (?, ?)').run(user.id, id);
    return c.json({ ok: true });
  });
}
