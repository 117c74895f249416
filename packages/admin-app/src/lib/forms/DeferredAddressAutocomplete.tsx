// The kit's address field, loaded after the form's first paint. It pays: imported directly it
// adds tens of kB to the partner and rider forms' first paint (scripts/bench/bundle.mjs;
// docs/architecture.md "First-paint code").

import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type Ref,
  type RefObject,
} from 'react';
import {
  AddressCoordinates,
  TextField,
  type AddressAutocomplete,
  type AddressAutocompleteProps,
  type AddressValue,
} from '@packlight/ui';
import { afterFirstPaint } from '../after-first-paint.ts';
import * as styles from './DeferredAddressAutocomplete.css.ts';

type AddressAutocompleteComponent = typeof AddressAutocomplete;

/** Set once the module has arrived, so later forms render the real field at once. */
let loaded: AddressAutocompleteComponent | undefined;

function loadAddressAutocomplete(): Promise<AddressAutocompleteComponent> {
  return import('./address-field.ts').then((module) => (loaded = module.AddressAutocomplete));
}

/** Where the caret was in the plain field when the real one replaced it while focused. */
type Handoff = { start: number | null; end: number | null };

export type DeferredAddressAutocompleteProps = Omit<
  AddressAutocompleteProps,
  'value' | 'defaultValue'
> & {
  /** The value, controlled (react-hook-form's `field.value`): typing before the swap keeps it. */
  value: AddressValue;
};

/**
 * The kit's AddressAutocomplete, whose suggestion list loads after the form's first paint or at
 * the first focus or key press, whichever comes first. Until then a plain field with the same
 * label, value, messages and coordinates stands in and takes typing; if it has focus when the
 * real field arrives, the focus and caret move over, so nothing typed is lost. If the module
 * fails to load, the plain field stays: the address can still be typed, without suggestions.
 */
export function DeferredAddressAutocomplete(props: DeferredAddressAutocompleteProps) {
  const [Real, setReal] = useState(() => loaded);
  const handoff = useRef<Handoff | null>(null);
  const load = useCallback(() => {
    loadAddressAutocomplete().then(
      (component) => setReal(() => component),
      () => undefined,
    );
  }, []);
  useEffect(() => (Real ? undefined : afterFirstPaint(load)), [Real, load]);
  const { inputRef } = props;
  const realInputRef = useCallback(
    (input: HTMLInputElement | null) => {
      assignRef(inputRef, input);
      const caret = handoff.current;
      if (!input || !caret) return;
      handoff.current = null;
      input.focus();
      input.setSelectionRange(caret.start, caret.end);
    },
    [inputRef],
  );
  if (Real) return <Real {...props} inputRef={realInputRef} />;
  return <PlainAddressField {...props} onFirstFocus={load} handoff={handoff} />;
}

interface PlainAddressFieldProps extends DeferredAddressAutocompleteProps {
  onFirstFocus: () => void;
  handoff: RefObject<Handoff | null>;
}

/** The stand-in: the kit's TextField for the address over the read-only coordinates. */
function PlainAddressField({
  label = 'Address',
  value,
  onChange,
  onFocus,
  onFirstFocus,
  handoff,
  inputRef,
  placeholder = 'Start typing an address',
  showCoordinates = true,
  latitudeLabel = 'Latitude',
  longitudeLabel = 'Longitude',
  className,
  ...props
}: PlainAddressFieldProps) {
  const input = useRef<HTMLInputElement | null>(null);
  const ref = useCallback(
    (element: HTMLInputElement | null) => {
      input.current = element;
      assignRef(inputRef, element);
    },
    [inputRef],
  );
  // Runs as this field leaves, before its input is removed: the only moment its focus is known.
  useLayoutEffect(
    () => () => {
      const element = input.current;
      if (element && document.activeElement === element) {
        handoff.current = { start: element.selectionStart, end: element.selectionEnd };
      }
    },
    [handoff],
  );
  return (
    <div className={[styles.wrapper, className].filter(Boolean).join(' ')}>
      <TextField
        label={label}
        name={props.name}
        description={props.description}
        errorMessage={props.errorMessage}
        isRequired={props.isRequired}
        isDisabled={props.isDisabled}
        placeholder={placeholder}
        value={value.address}
        onChange={(address) => onChange?.({ address, latitude: null, longitude: null })}
        onBlur={props.onBlur}
        onFocus={(event) => {
          onFirstFocus();
          onFocus?.(event);
        }}
        inputRef={ref}
      />
      {showCoordinates && (
        <AddressCoordinates
          latitude={value.latitude}
          longitude={value.longitude}
          latitudeLabel={latitudeLabel}
          longitudeLabel={longitudeLabel}
        />
      )}
    </div>
  );
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}
