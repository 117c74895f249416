import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { partnerFormPayloadSchema } from '@packlight/api-types';
import type { Db } from '../db/index.ts';
import { changedFields, chosenFiles, recordActivity } from '../activity/record.ts';
import { partnerDocuments, partners, users } from '../db/schema/index.ts';
import { commitUploads } from '../files/image-upload.ts';
import type { Storage } from '../files/storage.ts';
import { checkAccountForm, splitName, uploadFolders } from '../users/account-form.ts';
import { normaliseEmail } from '../users/queries.ts';
import type { PartnerRecord } from './resource.ts';

export type PartnerForm = z.output<typeof partnerFormPayloadSchema>;

/** The form's document uploads and the document row each one fills. */
const documentFields = {
  license_front: { kind: 'license', side: 'front' },
  license_back: { kind: 'license', side: 'back' },
  ownerId_front: { kind: 'owner_id_card', side: 'front' },
  ownerId_back: { kind: 'owner_id_card', side: 'back' },
} as const;
type DocumentField = keyof typeof documentFields;
type UploadField = DocumentField | 'profileImage';

const checkForm = (db: Db, form: PartnerForm, ownerId: number | null) =>
  checkAccountForm<UploadField>(db, {
    email: form.email,
    userId: ownerId,
    uploads: {
      profileImage: form.profileImage,
      license_front: form.license_front,
      license_back: form.license_back,
      ownerId_front: form.ownerId_front,
      ownerId_back: form.ownerId_back,
    },
  });

const ownerFields = (form: PartnerForm) => ({
  name: form.ownerName,
  ...splitName(form.ownerName),
  email: normaliseEmail(form.email),
  phone: form.phone,
});

// Fields the form leaves out stay undefined, which drizzle skips on update: an edit that does
// not send availability or coordinates keeps them.
function partnerFields(form: PartnerForm) {
  return {
    businessName: form.businessName,
    category: form.businesstype,
    address: form.address,
    latitude: form.latitude,
    longitude: form.longitude,
    taxId: form.tax_id,
    availability: form.availability,
  };
}

/** Files the uploaded documents, replacing the one of the same kind and side; answers the old paths. */
async function replaceDocuments(
  db: Db,
  partnerId: number,
  paths: Partial<Record<UploadField, string>>,
): Promise<string[]> {
  const replaced: string[] = [];
  for (const [field, slot] of Object.entries(documentFields) as [
    DocumentField,
    (typeof documentFields)[DocumentField],
  ][]) {
    const filePath = paths[field];
    if (!filePath) continue;
    const old = await db
      .delete(partnerDocuments)
      .where(
        and(
          eq(partnerDocuments.partnerId, partnerId),
          eq(partnerDocuments.kind, slot.kind),
          eq(partnerDocuments.side, slot.side),
        ),
      )
      .returning({ filePath: partnerDocuments.filePath });
    replaced.push(...old.map((document) => document.filePath));
    await db.insert(partnerDocuments).values({ partnerId, ...slot, filePath });
  }
  return replaced;
}

const folderOf = uploadFolders<UploadField>('profileImage');

/** POST /partner/store: the owner's account and an approved partner; answers the new id. */
export async function createPartner(db: Db, storage: Storage, form: PartnerForm): Promise<number> {
  const images = await checkForm(db, form, null);
  return commitUploads(storage, images, folderOf, (paths) =>
    db.transaction(async (tx) => {
      const [owner] = await tx
        .insert(users)
        .values({ type: 'partner', ...ownerFields(form), profilePhoto: paths.profileImage })
        .returning({ id: users.id });
      if (!owner) throw new Error('Inserting a user returned no row');
      // The admin adds a partner from the Approved tab: it starts approved, not as an application.
      const [partner] = await tx
        .insert(partners)
        .values({ userId: owner.id, status: 'Active', ...partnerFields(form) })
        .returning({ id: partners.id });
      if (!partner) throw new Error('Inserting a partner returned no row');
      await replaceDocuments(tx, partner.id, paths);
      await recordActivity(tx, {
        action: 'created',
        subjectType: 'partner',
        subjectId: partner.id,
      });
      return { result: partner.id, replaced: [] };
    }),
  );
}

/** POST /partner/update/{id}: new files replace old ones; others are kept. */
export async function updatePartner(
  db: Db,
  storage: Storage,
  { partner, owner }: PartnerRecord,
  form: PartnerForm,
): Promise<void> {
  const images = await checkForm(db, form, owner.id);
  await commitUploads(storage, images, folderOf, (paths) =>
    db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ ...ownerFields(form), profilePhoto: paths.profileImage })
        .where(eq(users.id, owner.id));
      await tx.update(partners).set(partnerFields(form)).where(eq(partners.id, partner.id));
      const replaced = await replaceDocuments(tx, partner.id, paths);
      await recordActivity(tx, {
        action: 'updated',
        subjectType: 'partner',
        subjectId: partner.id,
        changes: {
          ...changedFields(owner, ownerFields(form)),
          ...changedFields(partner, partnerFields(form)),
          ...chosenFiles(paths),
        },
      });
      return {
        result: undefined,
        replaced: paths.profileImage ? [...replaced, owner.profilePhoto] : replaced,
      };
    }),
  );
}
