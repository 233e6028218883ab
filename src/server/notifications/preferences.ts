import { eq } from 'drizzle-orm';
import type { NotificationPreferencesAnswer } from '../../shared/api/notification-contract';
import {
  checkPreferences,
  completeKinds,
  type KindChannels,
  type NotificationPreferencesBody,
} from '../../shared/notification-preferences';
import type { Db } from '../db/database';
import type { UserRow } from '../auth/users';
import { notificationPreferences } from '../db/schema-notifications';
import { HttpError } from '../http/errors';

// A person's channels for each kind of message and their WhatsApp opt-in (docs/decisions/056).

export interface PreferencesContext {
  db: Db;
  now: () => Date;
}

/** Where an opt-in given on the preferences page is recorded as given. */
export const PREFERENCES_PAGE_SOURCE = 'preferences page';

type PreferencesRow = typeof notificationPreferences.$inferSelect;

function answerOf(person: UserRow, row: PreferencesRow | undefined): NotificationPreferencesAnswer {
  return {
    success: true,
    whatsapp: {
      optedIn: Boolean(row?.whatsappOptedInAt),
      number: row?.whatsappNumber ?? null,
      optedInAt: row?.whatsappOptedInAt?.toISOString() ?? null,
      source: row?.whatsappOptInSource ?? null,
    },
    kinds: completeKinds(row?.kinds, person.role),
  };
}

async function rowOf(db: Db, userId: string) {
  const [row] = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return row;
}

export async function preferencesOf(db: Db, person: UserRow) {
  return answerOf(person, await rowOf(db, person.id));
}

/** The channels each kind reaches `person` by: their choice, else their role's defaults. */
export async function kindChannelsOf(db: Db, person: UserRow): Promise<KindChannels> {
  return completeKinds((await rowOf(db, person.id))?.kinds, person.role);
}

/**
 * Keeps the whole document. An opt-in is dated when it is given (or given for a new number) and
 * keeps its date while it stands; opting out forgets it (the number is kept for next time).
 */
export async function savePreferences(
  context: PreferencesContext,
  person: UserRow,
  body: NotificationPreferencesBody,
) {
  const checked = checkPreferences(body);
  if (!checked.ok) throw HttpError.refusal(400, checked.message, 'preferences_invalid');
  const before = await rowOf(context.db, person.id);
  const now = context.now();
  const standing =
    body.whatsapp.optedIn &&
    before?.whatsappOptedInAt &&
    before.whatsappNumber === checked.whatsappNumber;
  const optIn = !body.whatsapp.optedIn
    ? { whatsappOptedInAt: null, whatsappOptInSource: null }
    : standing
      ? {
          whatsappOptedInAt: before.whatsappOptedInAt,
          whatsappOptInSource: before.whatsappOptInSource,
        }
      : { whatsappOptedInAt: now, whatsappOptInSource: PREFERENCES_PAGE_SOURCE };
  const fields = {
    kinds: checked.kinds,
    whatsappNumber: checked.whatsappNumber,
    ...optIn,
    updatedAt: now,
  };
  const [row] = await context.db
    .insert(notificationPreferences)
    .values({ userId: person.id, ...fields })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: fields })
    .returning();
  return answerOf(person, row);
}

/**
 * Opts a person out of WhatsApp in one step (they answered STOP): the opt-in is forgotten and
 * WhatsApp leaves every kind; a kind WhatsApp alone carried goes by e-mail instead, so stopping
 * WhatsApp never silences a booking's messages altogether.
 */
export async function stopWhatsApp(context: PreferencesContext, userId: string) {
  await context.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, userId))
      .for('update');
    if (!row) return;
    const kinds = Object.fromEntries(
      Object.entries(row.kinds).map(([kind, channels]) => {
        const rest = channels.filter((channel) => channel !== 'whatsapp');
        return [kind, rest.length === 0 && channels.length > 0 ? ['email'] : rest];
      }),
    ) as KindChannels;
    await tx
      .update(notificationPreferences)
      .set({
        kinds,
        whatsappOptedInAt: null,
        whatsappOptInSource: null,
        updatedAt: context.now(),
      })
      .where(eq(notificationPreferences.userId, userId));
  });
}
