import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { riderFormPayloadSchema } from '@packlight/api-types';
import type { Db } from '../db/index.ts';
import { changedFields, chosenFiles, recordActivity } from '../activity/record.ts';
import { riderDocuments, riderRegions, riders, users } from '../db/schema/index.ts';
import { nextId } from '../db/display-codes.ts';
import { commitUploads } from '../files/image-upload.ts';
import type { Storage } from '../files/storage.ts';
import { checkAccountForm, uploadFolders } from '../users/account-form.ts';
import { normaliseEmail } from '../users/queries.ts';
import type { RiderRecord } from './resource.ts';

export type RiderForm = z.output<typeof riderFormPayloadSchema>;

type DocumentField = 'license_front' | 'license_back';
type UploadField = DocumentField | 'profile_photo';
const documentFields: readonly DocumentField[] = ['license_front', 'license_back'];

const checkForm = (db: Db, form: RiderForm, userId: number | null) =>
  checkAccountForm<UploadField>(db, {
    email: form.email,
    userId,
    uploads: {
      profile_photo: form.profile_photo,
      license_front: form.license_front,
      license_back: form.license_back,
    },
  });

const userFields = (form: RiderForm) => ({
  firstName: form.first_name,
  lastName: form.last_name,
  name: `${form.first_name} ${form.last_name}`,
  email: normaliseEmail(form.email),
  phone: form.phone,
});

// Coordinates the form leaves out stay undefined, which drizzle skips on update.
const riderFields = (form: RiderForm) => ({
  address: form.address,
  latitude: form.latitude,
  longitude: form.longitude,
  insuranceExpireDate: form.insurance_expire_date,
  vehicleType: form.vehicle_type,
  vehicleName: form.vehicle_name,
  licensePlate: form.license_plate,
});

async function replaceRegions(db: Db, riderId: number, regions: readonly string[]) {
  await db.delete(riderRegions).where(eq(riderRegions.riderId, riderId));
  await db
    .insert(riderRegions)
    .values([...new Set(regions)].map((region) => ({ riderId, region })));
}

/** Files the uploaded licence images, replacing the earlier ones; answers the old paths. */
async function replaceDocuments(
  db: Db,
  riderId: number,
  paths: Partial<Record<UploadField, string>>,
): Promise<string[]> {
  const replaced: string[] = [];
  for (const kind of documentFields) {
    const filePath = paths[kind];
    if (!filePath) continue;
    const old = await db
      .delete(riderDocuments)
      .where(and(eq(riderDocuments.riderId, riderId), eq(riderDocuments.kind, kind)))
      .returning({ filePath: riderDocuments.filePath });
    replaced.push(...old.map((document) => document.filePath));
    await db.insert(riderDocuments).values({ riderId, kind, filePath });
  }
  return replaced;
}

const folderOf = uploadFolders<UploadField>('profile_photo');

/** The display code the seed writes too: RD-0042. */
const riderCode = (id: number) => `RD-${String(id).padStart(4, '0')}`;

/** POST /riders/store: the rider's account and an active, offline rider; answers the new id. */
export async function createRider(db: Db, storage: Storage, form: RiderForm): Promise<number> {
  const images = await checkForm(db, form, null);
  return commitUploads(storage, images, folderOf, (paths) =>
    db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ type: 'rider', ...userFields(form), profilePhoto: paths.profile_photo })
        .returning({ id: users.id });
      if (!user) throw new Error('Inserting a user returned no row');
      const id = await nextId(tx, riders);
      await tx
        .insert(riders)
        .values({ id, userId: user.id, riderCode: riderCode(id), ...riderFields(form) });
      await replaceRegions(tx, id, form.assigned_region);
      await replaceDocuments(tx, id, paths);
      await recordActivity(tx, { action: 'created', subjectType: 'rider', subjectId: id });
      return { result: id, replaced: [] };
    }),
  );
}

/** POST /riders/update/{id}: regions are replaced; new files replace old ones, others are kept. */
export async function updateRider(
  db: Db,
  storage: Storage,
  { rider, user }: RiderRecord,
  form: RiderForm,
): Promise<void> {
  const images = await checkForm(db, form, user.id);
  await commitUploads(storage, images, folderOf, (paths) =>
    db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ ...userFields(form), profilePhoto: paths.profile_photo })
        .where(eq(users.id, user.id));
      await tx.update(riders).set(riderFields(form)).where(eq(riders.id, rider.id));
      await replaceRegions(tx, rider.id, form.assigned_region);
      const replaced = await replaceDocuments(tx, rider.id, paths);
      await recordActivity(tx, {
        action: 'updated',
        subjectType: 'rider',
        subjectId: rider.id,
        changes: {
          ...changedFields(user, userFields(form)),
          ...changedFields(rider, riderFields(form)),
          ...chosenFiles(paths),
        },
      });
      return {
        result: undefined,
        replaced: paths.profile_photo ? [...replaced, user.profilePhoto] : replaced,
      };
    }),
  );
}
