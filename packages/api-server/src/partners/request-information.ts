import { and, eq } from 'drizzle-orm';
import {
  laravelMessages,
  type RequestInformationDeadline,
  type requestInformationPayloadSchema,
} from '@packlight/api-types';
import type { z } from 'zod';
import { recordActivity } from '../activity/record.ts';
import type { Db } from '../db/index.ts';
import { users } from '../db/schema/index.ts';
import { validationFailed } from '../http/errors.ts';
import { simpleMail, type OutgoingMail } from '../mail/mailer.ts';
import type { Services } from '../services.ts';
import { normaliseEmail } from '../users/queries.ts';
import { partnerIdByOwnerEmail } from './queries.ts';

type RequestInformation = z.output<typeof requestInformationPayloadSchema>;

const daysUntil: Record<RequestInformationDeadline, number> = {
  today: 0,
  tomorrow: 1,
  next_week: 7,
};

function deadlineDate(deadline: RequestInformationDeadline, now: Date): string {
  const date = new Date(now.getTime() + daysUntil[deadline] * 24 * 60 * 60 * 1000);
  return date.toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * The mail of POST /partners/request-information. It only goes to a partner's address: the
 * call must not let anyone with an admin token send our mail to strangers.
 */
export async function requestInformationMail(
  db: Db,
  request: RequestInformation,
  now: Date,
): Promise<OutgoingMail> {
  const to = normaliseEmail(request.to);
  const [partner] = await db
    .select({ name: users.name })
    .from(users)
    .where(and(eq(users.email, to), eq(users.type, 'partner')));
  if (!partner) throw validationFailed({ to: [laravelMessages.selected('to')] });

  const business = request.businessName ?? partner.name ?? 'there';
  return simpleMail({
    to,
    subject: 'Packlight needs more information',
    lines: [
      `Hello ${business},`,
      'The Packlight team needs more information from you:',
      ...request.message.split(/\r?\n/),
    ],
    after: request.deadline ? [`Please reply by ${deadlineDate(request.deadline, now)}.`] : [],
  });
}

/**
 * POST /partners/request-information: the mail is the change, so its outbox row and its trail
 * entry commit together or not at all, and it goes out over SMTP only after the commit (D64).
 */
export async function requestInformation(
  services: Services,
  db: Db,
  request: RequestInformation,
): Promise<void> {
  const mail = await requestInformationMail(db, request, services.clock.now());
  await services.mailer.transaction(db, async (tx) => {
    await services.mailer.send(mail, tx);
    const partnerId = await partnerIdByOwnerEmail(tx, request.to);
    await recordActivity(tx, {
      action: 'information_requested',
      subjectType: 'partner',
      subjectId: partnerId,
      subjectLabel: partnerId ? null : (request.businessName ?? request.to),
    });
  });
}
