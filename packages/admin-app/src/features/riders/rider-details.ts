import type { Rider } from '@packlight/api-types';

/** The assigned regions as one line ('Brooklyn, Queens'); the contract already split them. */
export function regionsText(regions: Rider['assigned_region']): string {
  return (regions ?? []).join(', ');
}

/** Insurance as the profile shows it: the server's word, or yes/no for a flag. */
export function insuranceText(insurance: Rider['insurance']): string | null {
  if (typeof insurance === 'boolean') return insurance ? 'Valid' : 'Not valid';
  return insurance?.trim() || null;
}

/** The two licence images, in the order of the form. */
export function riderDocumentSlots(documents: Rider['documents']) {
  return [
    { label: 'License front', src: documents?.license_front?.file_path ?? null },
    { label: 'License back', src: documents?.license_back?.file_path ?? null },
  ];
}
