import { endpoints } from '@packlight/api-types';
import { documentsDownload } from '../files/documents-download.ts';
import { notFound } from '../http/errors.ts';
import type { Registrar } from '../http/registrar.ts';
import { createPartner, updatePartner } from './form.ts';
import { listPartners } from './list.ts';
import { findPartner, partnerDetail, partnerDocumentRows } from './queries.ts';
import { changePartnerStatus } from './status.ts';
import { requestInformation } from './request-information.ts';
import type { Services } from '../services.ts';

const documentNames = {
  license: 'license',
  owner_id_card: 'owner-id-card',
} as const;

export function registerPartnerRoutes(routes: Registrar, services: Services): void {
  routes.route(endpoints.partners.list, ({ input, db }) => listPartners(db, input));

  routes.route(endpoints.partners.detail, async ({ params, db }) => {
    const partner = await partnerDetail(db, Number(params.id));
    if (!partner) throw notFound();
    return { data: partner };
  });

  routes.route(endpoints.partners.store, async ({ input, db }) => {
    const id = await createPartner(db, services.storage, input);
    return {
      success: true,
      message: 'Partner added successfully!',
      data: await partnerDetail(db, id),
    };
  });

  routes.route(endpoints.partners.update, async ({ params, input, db }) => {
    const record = await findPartner(db, Number(params.id));
    if (!record) throw notFound();
    await updatePartner(db, services.storage, record, input);
    return {
      success: true,
      message: 'Partner updated successfully!',
      data: await partnerDetail(db, record.partner.id),
    };
  });

  routes.route(endpoints.partners.statusUpdate, async ({ input, db }) => {
    const message = await changePartnerStatus(db, input.id, input.status);
    return { success: true, message, data: await partnerDetail(db, input.id) };
  });

  routes.route(endpoints.partners.requestInformation, async ({ input, db }) => {
    await requestInformation(services, db, input);
    return { success: true, message: 'Email sent successfully!' };
  });

  routes.route(endpoints.partners.downloadDocuments, async ({ params, db }) => {
    const id = Number(params.id);
    if (!(await findPartner(db, id))) throw notFound();
    const documents = await partnerDocumentRows(db, id);
    return documentsDownload(
      services.storage,
      { noun: 'partner', id },
      documents.map((document) => ({
        name: `${documentNames[document.kind]}-${document.side}`,
        path: document.filePath,
      })),
    );
  });
}
