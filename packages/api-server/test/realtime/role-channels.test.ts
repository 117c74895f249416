import { recordChangedEvent } from '@packlight/api-types';
import { afterEach, describe, expect, it } from 'vitest';
import { roles } from '../../src/db/schema/index.ts';
import { createRecordingBroadcaster } from '../../src/realtime/index.ts';
import { givenOrder, givenRefund } from '../helpers/commerce.ts';
import { givenPartner } from '../helpers/people.ts';
import { roleIdOf, signedInAs } from '../helpers/roles.ts';
import { call, useTestApp } from '../helpers/test-app.ts';

const broadcaster = createRecordingBroadcaster();
const t = useTestApp({ broadcaster });
afterEach(() => {
  broadcaster.published.length = 0;
});

/** Record changes reach only the channels of roles that read the record (D71). */
describe('record changes follow the roles', () => {
  it("announce a refund's change to every role that reads refunds, and no other", async () => {
    const [auditors] = await t.db
      .insert(roles)
      .values({ key: 'auditors', name: 'Auditors', permissions: ['refunds:read'] })
      .returning();
    const [riderDesk] = await t.db
      .insert(roles)
      .values({ key: 'rider-desk', name: 'Rider desk', permissions: ['riders:read'] })
      .returning();
    const { token } = await signedInAs(t, 'finance');
    const { partner } = await givenPartner(t.db);
    const order = await givenOrder(t.db, { partnerId: partner.id, status: 'Delivered' });
    const refund = await givenRefund(t.db, order.id);

    const answer = await call(t.app, 'POST', '/api/refunds/status-update', {
      token,
      json: { id: refund.id, status: 'Rejected' },
    });
    expect(answer.status).toBe(200);
    const announced = broadcaster.published.filter((event) => event.event === recordChangedEvent);
    const readers = ['owner', 'administrator', 'operations', 'finance', 'viewer'];
    const expected = [
      ...(await Promise.all(readers.map((key) => roleIdOf(t.db, key)))),
      auditors!.id,
    ];
    expect(announced).toHaveLength(1);
    expect(announced[0]?.channels).toEqual(expected.map((id) => `private-admin.role.${id}`));
    const support = await roleIdOf(t.db, 'support');
    expect(announced[0]?.channels).not.toContain(`private-admin.role.${support}`);
    expect(announced[0]?.channels).not.toContain(`private-admin.role.${riderDesk!.id}`);
  });
});
