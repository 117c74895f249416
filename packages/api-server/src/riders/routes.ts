import { endpoints } from '@packlight/api-types';
import { documentsDownload } from '../files/documents-download.ts';
import { notFound } from '../http/errors.ts';
import type { Registrar } from '../http/registrar.ts';
import { createRider, updateRider } from './form.ts';
import { listRiders } from './list.ts';
import { findRider, riderDetail, riderDocumentRows } from './queries.ts';
import { changeRiderStatus } from './status.ts';
import type { Services } from '../services.ts';

export function registerRiderRoutes(routes: Registrar, services: Services): void {
  const today = () => services.clock.now().toISOString().slice(0, 10);

  routes.route(endpoints.riders.list, ({ input, db }) => listRiders(db, input, today()));

  routes.route(endpoints.riders.detail, async ({ params, db }) => {
    const rider = await riderDetail(db, Number(params.id), today());
    if (!rider) throw notFound();
    return { data: rider };
  });

  routes.route(endpoints.riders.store, async ({ input, db }) => {
    const id = await createRider(db, services.storage, input);
    return {
      success: true,
      message: 'Rider added successfully!',
      data: await riderDetail(db, id, today()),
    };
  });

  routes.route(endpoints.riders.update, async ({ params, input, db }) => {
    const record = await findRider(db, Number(params.id));
    if (!record) throw notFound();
    await updateRider(db, services.storage, record, input);
    return {
      success: true,
      message: 'Rider updated successfully!',
      data: await riderDetail(db, record.rider.id, today()),
    };
  });

  routes.route(endpoints.riders.statusUpdate, async ({ input, db }) => {
    const message = await changeRiderStatus(db, input.id, input.status);
    return { success: true, message, data: await riderDetail(db, input.id, today()) };
  });

  routes.route(endpoints.riders.downloadDocuments, async ({ params, db }) => {
    const id = Number(params.id);
    if (!(await findRider(db, id))) throw notFound();
    const documents = await riderDocumentRows(db, id);
    return documentsDownload(
      services.storage,
      { noun: 'rider', id },
      documents.map((document) => ({
        name: document.kind.replace('_', '-'),
        path: document.filePath,
      })),
    );
  });
}
