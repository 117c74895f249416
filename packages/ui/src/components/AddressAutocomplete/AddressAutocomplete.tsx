import { useEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import {
  ComboBox,
  Group,
  Input,
  ListBox,
  ListBoxItem,
  Popover,
  type ComboBoxProps,
  type Key,
} from 'react-aria-components';
import { useKitI18n } from '../../i18n/use-kit-i18n';
import { Spinner } from '../Spinner/Spinner';
import { cx } from '../private/cx';
import {
  FieldHelp,
  FieldLabel,
  fieldStyles,
  type FieldTextProps,
  isInvalidProp,
} from '../private/field';
import * as listStyles from '../private/popover.css';
import { useDebouncedCallback } from '../private/use-debounced-callback';
import { useControllableState } from '../private/use-controllable-state';
import { AddressCoordinates } from './AddressCoordinates';
import * as styles from './AddressAutocomplete.css';

/** One place the geocoder suggests. */
export interface AddressSuggestion {
  id: string | number;
  /** The address as shown and as filled in. */
  label: string;
  latitude: number;
  longitude: number;
}

/** The field's value: the address text and, once a suggestion is chosen, its coordinates. */
export interface AddressValue {
  address: string;
  /** `null` until a suggestion is chosen, and again once the text is edited. */
  latitude: number | null;
  longitude: number | null;
}

/** What `loadSuggestions` receives besides the text. */
export interface LoadSuggestionsOptions {
  /** Aborted when a newer text replaces this one (or the field unmounts). */
  signal: AbortSignal;
}

type Status = 'idle' | 'loading' | 'done' | 'error';

const emptyValue: AddressValue = { address: '', latitude: null, longitude: null };

export interface AddressAutocompleteProps
  extends
    Pick<
      ComboBoxProps<AddressSuggestion>,
      'name' | 'isDisabled' | 'isRequired' | 'autoFocus' | 'onBlur' | 'onFocus'
    >,
    Omit<FieldTextProps, 'label'> {
  /**
   * Label of the address input.
   * @default 'Address', in the kit's language
   */
  label?: ReactNode;
  /**
   * Fetches suggestions for the typed text (the app calls its geocoder, e.g. GET /api/geocode).
   * Called from `minLength` characters on, after `debounceMs` without typing. Answers to older
   * texts are ignored, and their `signal` is aborted.
   */
  loadSuggestions: (
    text: string,
    options: LoadSuggestionsOptions,
  ) => Promise<readonly AddressSuggestion[]>;
  /**
   * The value, controlled.
   * @default undefined
   */
  value?: AddressValue;
  /**
   * The starting value when uncontrolled, e.g. the partner's saved address and coordinates.
   * @default {address: '', latitude: null, longitude: null}
   */
  defaultValue?: AddressValue;
  /**
   * Called on every change: typing gives the text with `null` coordinates; choosing a
   * suggestion gives its label, latitude and longitude.
   * @default undefined
   */
  onChange?: (value: AddressValue) => void;
  /**
   * Characters typed before suggestions are looked up.
   * @default 3
   */
  minLength?: number;
  /**
   * Quiet time after the last keystroke before looking up, in milliseconds.
   * @default 300
   */
  debounceMs?: number;
  /**
   * Shown in the empty input.
   * @default 'Start typing an address', in the kit's language
   */
  placeholder?: string;
  /**
   * Show the chosen place's latitude and longitude on a small read-only line below.
   * @default true
   */
  showCoordinates?: boolean;
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
   * Form name of the latitude field, e.g. `'latitude'`.
   * @default undefined
   */
  latitudeName?: string;
  /**
   * Form name of the longitude field, e.g. `'longitude'`.
   * @default undefined
   */
  longitudeName?: string;
  /**
   * Shown in the list while suggestions load.
   * @default 'Searching addresses...', in the kit's language
   */
  loadingText?: string;
  /**
   * Shown in the list when the geocoder finds nothing.
   * @default 'No addresses found.', in the kit's language
   */
  noResultsText?: string;
  /**
   * Shown in the list when `loadSuggestions` fails.
   * @default 'Could not load suggestions. Keep typing to try again.', in the kit's language
   */
  errorText?: string;
  /**
   * Ref to the address `<input>`, e.g. react-hook-form's `field.ref`.
   * @default undefined
   */
  inputRef?: Ref<HTMLInputElement>;
  /**
   * Extra class on the wrapper, for layout.
   * @default undefined
   */
  className?: string;
}

/**
 * An address input with suggestions (react-aria-components' ComboBox): from 3 typed characters
 * it asks `loadSuggestions`, lists the answers (scrolling past 12rem), and choosing one fills
 * the address and shows its latitude and longitude in read-only fields. Arrow keys move through
 * the list, Enter chooses, Escape closes. No fetching inside: the app passes the loader.
 */
export function AddressAutocomplete({
  label,
  description,
  errorMessage,
  loadSuggestions,
  value,
  defaultValue = emptyValue,
  onChange,
  minLength = 3,
  debounceMs = 300,
  placeholder,
  showCoordinates = true,
  latitudeLabel,
  longitudeLabel,
  latitudeName,
  longitudeName,
  loadingText,
  noResultsText,
  errorText,
  inputRef,
  className,
  name,
  ...props
}: AddressAutocompleteProps) {
  const { t } = useKitI18n();
  const [current, setCurrent] = useControllableState(value, defaultValue, onChange);
  const [items, setItems] = useState<readonly AddressSuggestion[]>([]);
  const [status, setStatus] = useState<Status>('idle');
  const request = useRef<AbortController | null>(null);
  const chosenLabel = useRef<string | null>(null);

  const lookUp = (text: string) => {
    const controller = new AbortController();
    request.current = controller;
    loadSuggestions(text, { signal: controller.signal }).then(
      (found) => {
        if (request.current !== controller) return;
        setItems(found);
        setStatus('done');
      },
      () => {
        if (request.current !== controller) return;
        setItems([]);
        setStatus('error');
      },
    );
  };
  const debouncedLookUp = useDebouncedCallback(lookUp, debounceMs);

  const cancel = () => {
    debouncedLookUp.cancel();
    request.current?.abort();
    request.current = null;
  };
  // Leaving the page drops an answer still on its way (the hook drops a waiting call).
  useEffect(() => () => request.current?.abort(), []);

  const onInputChange = (text: string) => {
    // RAC writes the chosen suggestion's label into the input: not an edit.
    if (chosenLabel.current !== null && text === chosenLabel.current) return;
    chosenLabel.current = null;
    if (text === current.address) return;
    setCurrent({ address: text, latitude: null, longitude: null });
    cancel();
    if (text.trim().length < minLength) {
      setItems([]);
      setStatus('idle');
      return;
    }
    setStatus('loading');
    debouncedLookUp.run(text.trim());
  };

  const onSelectionChange = (key: Key | null) => {
    const chosen = items.find((item) => String(item.id) === String(key));
    if (!chosen) return;
    cancel();
    chosenLabel.current = chosen.label;
    setStatus('idle');
    setCurrent({ address: chosen.label, latitude: chosen.latitude, longitude: chosen.longitude });
  };

  const emptyMessage =
    status === 'loading'
      ? (loadingText ?? t('address.searching'))
      : status === 'error'
        ? (errorText ?? t('address.loadFailed'))
        : (noResultsText ?? t('address.noResults'));

  return (
    <>
      <div className={cx(styles.wrapper, className)}>
        <ComboBox
          {...props}
          name={name}
          formValue="text"
          items={items}
          inputValue={current.address}
          onInputChange={onInputChange}
          onSelectionChange={onSelectionChange}
          allowsCustomValue
          allowsEmptyCollection={status !== 'idle'}
          menuTrigger="input"
          isInvalid={isInvalidProp(errorMessage)}
          className={fieldStyles.field}
          data-status={status}
        >
          <FieldLabel>{label ?? t('address.label')}</FieldLabel>
          <Group className={fieldStyles.control}>
            <Input
              ref={inputRef}
              placeholder={placeholder ?? t('address.placeholder')}
              className={fieldStyles.groupedInput}
            />
            {status === 'loading' && (
              <span className={styles.pending}>
                <Spinner size="sm" isDecorative />
              </span>
            )}
          </Group>
          <FieldHelp description={description} errorMessage={errorMessage} />
          <Popover className={listStyles.popover} placement="bottom start">
            <ListBox
              className={cx(listStyles.list, styles.list)}
              renderEmptyState={() => (
                <p
                  className={styles.message({ tone: status === 'error' ? 'danger' : 'neutral' })}
                  role={status === 'error' ? 'alert' : 'status'}
                >
                  {emptyMessage}
                </p>
              )}
            >
              {(item: AddressSuggestion) => (
                <ListBoxItem id={item.id} textValue={item.label} className={listStyles.item()}>
                  {item.label}
                </ListBoxItem>
              )}
            </ListBox>
          </Popover>
        </ComboBox>
        {showCoordinates && (
          <AddressCoordinates
            latitude={current.latitude}
            longitude={current.longitude}
            latitudeLabel={latitudeLabel}
            longitudeLabel={longitudeLabel}
            latitudeName={latitudeName}
            longitudeName={longitudeName}
          />
        )}
      </div>
    </>
  );
}
