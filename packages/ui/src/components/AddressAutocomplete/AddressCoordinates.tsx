import { useMemo } from 'react';
import { useKitI18n } from '../../i18n/use-kit-i18n';
import * as styles from './AddressAutocomplete.css';

export interface AddressCoordinatesProps {
  /** The chosen place's latitude; null before a place is chosen. */
  latitude: number | null | undefined;
  /** The chosen place's longitude; null before a place is chosen. */
  longitude: number | null | undefined;
  /**
   * Word before the latitude.
   * @default 'Latitude', in the kit's language
   */
  latitudeLabel?: string;
  /**
   * Word before the longitude.
   * @default 'Longitude', in the kit's language
   */
  longitudeLabel?: string;
  /**
   * Form name the latitude is submitted under (a hidden input).
   * @default undefined
   */
  latitudeName?: string;
  /**
   * Form name the longitude is submitted under (a hidden input).
   * @default undefined
   */
  longitudeName?: string;
  /**
   * Shown before a place is chosen.
   * @default 'Choose an address from the list to set its location.', in the kit's language
   */
  emptyText?: string;
}

/**
 * The chosen place's coordinates as one small read-only line under the address ('Latitude
 * 40.7484 · Longitude -73.9857'): they are found from the address, never typed.
 */
export function AddressCoordinates({
  latitude,
  longitude,
  latitudeLabel,
  longitudeLabel,
  latitudeName,
  longitudeName,
  emptyText,
}: AddressCoordinatesProps) {
  const { t, locale } = useKitI18n();
  // Every digit the geocoder gave, in the locale's digits and decimal sign, never grouped:
  // English writes '40.7484' and '-73.9857' exactly as the number's own text.
  const format = useMemo(
    () => new Intl.NumberFormat(locale, { maximumFractionDigits: 20, useGrouping: false }).format,
    [locale],
  );
  const isSet = latitude != null && longitude != null;
  return (
    <>
      <p className={styles.coordinates} aria-live="polite">
        {isSet ? (
          <>
            <span>
              {latitudeLabel ?? t('address.latitude')} {format(latitude)}
            </span>
            <span aria-hidden="true"> · </span>
            <span>
              {longitudeLabel ?? t('address.longitude')} {format(longitude)}
            </span>
          </>
        ) : (
          (emptyText ?? t('address.chooseToLocate'))
        )}
      </p>
      {latitudeName && <input type="hidden" name={latitudeName} value={latitude ?? ''} />}
      {longitudeName && <input type="hidden" name={longitudeName} value={longitude ?? ''} />}
    </>
  );
}
