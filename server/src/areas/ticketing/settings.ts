/** The spec's fixed ticket ids and defaults, read from the settings rows (design §3), with the demo's values. */
import { inArray } from 'drizzle-orm';
import { TICKET_SETTING_DEFAULTS, TICKET_SETTING_KEYS, type TicketSettings } from '@a1/shared';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';

type Reader = Pick<Db, 'select'>;

export async function ticketSettings(db: Reader): Promise<TicketSettings> {
  const rows = await db
    .select()
    .from(t.settings)
    .where(inArray(t.settings.key, Object.values(TICKET_SETTING_KEYS)));
  const byKey = new Map(rows.map((r) => [r.key, r.value]));
  const out = { ...TICKET_SETTING_DEFAULTS } as Record<string, unknown>;
  for (const [name, key] of Object.entries(TICKET_SETTING_KEYS)) {
    const value = byKey.get(key);
    if (name === 'commentLaneIds') {
      if (Array.isArray(value) && value.every((v) => Number.isInteger(v))) out[name] = value;
    } else if (Number.isInteger(value)) out[name] = value;
  }
  return out as TicketSettings;
}
