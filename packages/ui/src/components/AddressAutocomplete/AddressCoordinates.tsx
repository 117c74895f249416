import * as styles from './AddressAutocomplete.css';

export interface AddressCoordinatesProps {
  /** The chosen place's latitude; null before a place is chosen. */
  latitude: number | null | undefined;
  /** The chosen place's longitude; null before a place is chosen. */
  longitude: number | null | undefined;
  /**
   * Word before the latitude.
   * @default 'Latitude'
   */
  latitudeLabel?: string;
  /**
   * Word before the longitude.
   * @default 'Longitude'
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
   * @default 'Choose an address from the list to set its location.'
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
  latitudeLabel = 'Latitude',
  longitudeLabel = 'Longitude',
  latitudeName,
  longitudeName,
  emptyText = 'Choose an address from the list to set its location.',
}: AddressCoordinatesProps) {
  const isSet = latitude != null && longitude != null;
  return (
    <>
      <p className={styles.coordinates} aria-live="polite">
        {isSet ? (
          <>
            <span>
              {latitudeLabel} {latitude}
            </span>
            <span aria-hidden="true"> · </span>
            <span>
              {longitudeLabel} {longitude}
            </span>
          </>
        ) : (
          emptyText
        )}
      </p>
      {latitudeName && <input type="hidden" name={latitudeName} value={latitude ?? ''} />}
      {longitudeName && <input type="hidden" name={longitudeName} value={longitude ?? ''} />}
    </>
  );
}
