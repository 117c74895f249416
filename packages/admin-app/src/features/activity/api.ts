import { activityEndpoints, teamEndpoints, type ActivityQuery } from '@packlight/api-types';
import { download } from '../../lib/api.ts';
import { useEndpoint } from '../../lib/data/index.ts';
import { saveFile } from '../../lib/save-file.ts';

export { useActivity } from '../../lib/activity/use-activity.ts';

/**
 * The administrators, for the "Who" filter (active and deactivated: both have history); only for
 * roles that may list the team (decisions.md D71), `false` asks nothing.
 */
export function useAdmins(isNeeded: boolean) {
  return useEndpoint(teamEndpoints.list, isNeeded ? {} : null);
}

/** Downloads the filtered entries as CSV (the server caps one export; decisions.md D51). */
export async function exportActivity(query: ActivityQuery): Promise<void> {
  const { page: _page, per_page: _perPage, ...filters } = query;
  saveFile(await download(activityEndpoints.export, { query: filters }));
}
