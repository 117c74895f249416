import {
  useEffect,
  useId,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type DragEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { Button } from '../Button/Button';
import { cx } from '../private/cx';
import { ImageGlyph } from '../private/icons';
import { useControllableState } from '../private/use-controllable-state';
import { useServerError } from '../private/use-server-error';
import { fieldStyles, type FocusHandle } from '../private/field';
import * as styles from './ImageUpload.css';
import { useKitI18n } from '../../i18n/use-kit-i18n';

/** MIME types the upload takes. */
export const acceptedImageTypes = ['image/png', 'image/jpeg'] as const;

/** True for a PNG or JPG file (by type, or by extension when the browser gives no type). */
export function isAcceptedImage(file: Pick<File, 'type' | 'name'>): boolean {
  if (file.type) return (acceptedImageTypes as readonly string[]).includes(file.type);
  return /\.(png|jpe?g)$/i.test(file.name);
}

/**
 * Whether the browser can draw the file: a text file renamed to .png has the right type and
 * name, and only decoding it tells. Where the browser cannot decode at all, the file is let
 * through and the server checks its content.
 */
export async function decodesAsImage(file: Blob): Promise<boolean> {
  if (typeof createImageBitmap !== 'function') return true;
  try {
    const bitmap = await createImageBitmap(file);
    bitmap.close();
    return true;
  } catch {
    return false;
  }
}

/** The message for a file that is not a readable image, naming it. */
export const unreadableImageMessage = (name: string) =>
  `${name} is not a readable image: its content is not a PNG or JPG picture. Choose another file.`;

export interface ImageUploadProps {
  /** Visible label, also the name of the group and of the drop zone, e.g. 'License front'. */
  label: ReactNode;
  /**
   * The image, controlled: a chosen `File`, an existing image's URL (from the server), or
   * `null` for none.
   * @default undefined
   */
  value?: File | string | null;
  /**
   * The starting image when uncontrolled, usually the existing image's URL on an update form.
   * @default null
   */
  defaultValue?: File | string | null;
  /**
   * Called with the chosen file, or `null` when the image is removed. Not called for a
   * rejected file (the field shows `typeErrorMessage` instead).
   * @default undefined
   */
  onChange?: (file: File | null) => void;
  /**
   * Form field name: the chosen file is submitted under it (multipart), and the kit's `Form`
   * shows a server error for it.
   * @default undefined
   */
  name?: string;
  /**
   * Hint under the drop zone.
   * @default 'PNG or JPG.'
   */
  description?: ReactNode;
  /**
   * Error from the app or the server; the type error takes precedence while shown.
   * @default undefined
   */
  errorMessage?: string;
  /**
   * Shown when a file that is not PNG or JPG is chosen or dropped.
   * @default 'Only PNG, JPG allowed.'
   */
  typeErrorMessage?: string;
  /**
   * Text alternative of the preview.
   * @default '{label} preview' when `label` is a string, else 'Image preview'
   */
  previewAlt?: string;
  /**
   * Text of the drop zone while empty.
   * @default 'Drag a PNG or JPG here, or choose a file.'
   */
  emptyText?: ReactNode;
  /**
   * Name of the choose button (becomes 'Replace image' once there is one).
   * @default 'Choose image'
   */
  chooseLabel?: string;
  /**
   * Name of the replace button.
   * @default 'Replace image'
   */
  replaceLabel?: string;
  /**
   * Name of the remove button.
   * @default 'Remove image'
   */
  removeLabel?: string;
  /**
   * Receives `{focus()}`, which focuses the choose button, e.g. react-hook-form's `field.ref`.
   * @default undefined
   */
  inputRef?: Ref<FocusHandle>;
  /**
   * Called when focus leaves the field, e.g. react-hook-form's `field.onBlur`.
   * @default undefined
   */
  onBlur?: () => void;
  /**
   * No choosing, dropping or removing.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Extra class on the wrapper, for layout.
   * @default undefined
   */
  className?: string;
}

function usePreviewUrl(image: File | string | null): string | null {
  const objectUrl = useMemo(
    () => (image instanceof File ? URL.createObjectURL(image) : null),
    [image],
  );
  useEffect(
    () => () => {
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    },
    [objectUrl],
  );
  return typeof image === 'string' ? image || null : objectUrl;
}

/**
 * One image (PNG or JPG) with a preview: a drop zone that takes a dragged file or a paste, a
 * button that opens the file chooser, and a remove button. Other file types are refused with
 * 'Only PNG, JPG allowed.'. An existing image's URL can be passed as the value. Built on the
 * browser's file input and drag-and-drop events, not React Aria's DropZone and FileTrigger,
 * whose drag-and-drop code would put every form with a picture over its first-paint budget. The
 * button and a paste (Ctrl+V or Cmd+V in the field) are the keyboard's ways in.
 */
export function ImageUpload({
  label,
  value,
  defaultValue = null,
  onChange,
  name,
  description: descriptionProp,
  errorMessage,
  typeErrorMessage: typeErrorMessageProp,
  previewAlt,
  emptyText: emptyTextProp,
  chooseLabel: chooseLabelProp,
  replaceLabel: replaceLabelProp,
  removeLabel: removeLabelProp,
  inputRef,
  onBlur,
  isDisabled = false,
  className,
}: ImageUploadProps) {
  const { t } = useKitI18n();
  // `null` hides the description; only a missing one gets the kit's.
  const description = descriptionProp === undefined ? t('upload.description') : descriptionProp;
  const typeErrorMessage = typeErrorMessageProp ?? t('upload.typeError');
  const emptyText = emptyTextProp ?? t('upload.empty');
  const chooseLabel = chooseLabelProp ?? t('upload.choose');
  const replaceLabel = replaceLabelProp ?? t('upload.replace');
  const removeLabel = removeLabelProp ?? t('upload.remove');
  const [image, setImage] = useControllableState<File | string | null>(
    value,
    defaultValue,
    onChange as ((next: File | string | null) => void) | undefined,
  );
  const [typeError, setTypeError] = useState<string | null>(null);
  const [serverError, clearServerError] = useServerError(name);
  const message = typeError ?? errorMessage ?? serverError;
  const previewUrl = usePreviewUrl(image);
  const root = useRef<HTMLDivElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const chooser = useRef<HTMLInputElement>(null);
  // Drag events fire on every child the pointer crosses: count enters against leaves.
  const [dragDepth, setDragDepth] = useState(0);
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const describedBy =
    cx(description != null ? descriptionId : undefined, message ? errorId : undefined) || undefined;
  const alt =
    previewAlt ??
    (typeof label === 'string' ? t('upload.previewOf', { label }) : t('upload.preview'));

  const focusChooser = () =>
    root.current?.querySelector<HTMLElement>('[data-slot="choose"]')?.focus();
  useImperativeHandle(inputRef, () => ({ focus: focusChooser }), []);

  // Keep the form's file input in step, so a native submit sends the chosen file.
  useEffect(() => {
    const input = fileInput.current;
    if (!input) return;
    const transfer = new DataTransfer();
    if (image instanceof File) transfer.items.add(image);
    input.files = transfer.files;
  }, [image]);

  const take = (file: File | undefined) => {
    if (!file) return;
    clearServerError();
    if (!isAcceptedImage(file)) {
      setTypeError(`${file.name}: ${typeErrorMessage}`);
      return;
    }
    // Decoded when picked, so a broken file never shows a broken preview or fails on Save.
    void decodesAsImage(file).then((readable) => {
      if (!readable) {
        setTypeError(t('upload.unreadable', { name: file.name }));
        return;
      }
      setTypeError(null);
      setImage(file);
    });
  };

  const carriesFiles = (event: DragEvent<HTMLElement>) =>
    !isDisabled && event.dataTransfer.types.includes('Files');

  const remove = () => {
    clearServerError();
    setTypeError(null);
    setImage(null);
    // The remove button disappears: keep focus in the field.
    requestAnimationFrame(focusChooser);
  };

  return (
    <div
      ref={root}
      role="group"
      aria-labelledby={labelId}
      aria-describedby={describedBy}
      className={cx(fieldStyles.field, className)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur?.();
      }}
    >
      <span id={labelId} className={fieldStyles.label}>
        {label}
      </span>
      <div
        className={styles.dropZone}
        data-slot="drop-zone"
        data-drop-target={dragDepth > 0 || undefined}
        data-invalid={message ? true : undefined}
        data-disabled={isDisabled || undefined}
        onDragEnter={(event) => {
          if (!carriesFiles(event)) return;
          event.preventDefault();
          setDragDepth((depth) => depth + 1);
        }}
        onDragOver={(event) => {
          if (!carriesFiles(event)) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
        }}
        onDragLeave={(event) => {
          if (carriesFiles(event)) setDragDepth((depth) => Math.max(0, depth - 1));
        }}
        onDrop={(event) => {
          if (!carriesFiles(event)) return;
          event.preventDefault();
          setDragDepth(0);
          take(event.dataTransfer.files[0]);
        }}
        onPaste={(event) => {
          const file = event.clipboardData.files[0];
          if (isDisabled || !file) return;
          event.preventDefault();
          take(file);
        }}
      >
        <div className={styles.preview}>
          {previewUrl ? (
            <img className={styles.image} src={previewUrl} alt={alt} />
          ) : (
            <ImageGlyph className={styles.placeholderIcon} />
          )}
        </div>
        <div className={styles.body}>
          {!previewUrl && <p className={styles.hint}>{emptyText}</p>}
          <div className={styles.actions}>
            <Button
              variant="secondary"
              size="sm"
              isDisabled={isDisabled}
              data-slot="choose"
              onPress={() => chooser.current?.click()}
            >
              {previewUrl ? replaceLabel : chooseLabel}
            </Button>
            {previewUrl && (
              <Button variant="ghost" size="sm" isDisabled={isDisabled} onPress={remove}>
                {removeLabel}
              </Button>
            )}
          </div>
        </div>
        <input
          ref={chooser}
          type="file"
          accept={acceptedImageTypes.join(',')}
          hidden
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            take(event.currentTarget.files?.[0]);
            // Choosing the same file again must be heard too.
            event.currentTarget.value = '';
          }}
        />
      </div>
      {description != null && (
        <span id={descriptionId} className={fieldStyles.description}>
          {description}
        </span>
      )}
      {message && (
        <span id={errorId} className={fieldStyles.error} role="alert">
          {message}
        </span>
      )}
      {name != null && (
        <input ref={fileInput} type="file" name={name} hidden tabIndex={-1} aria-hidden="true" />
      )}
    </div>
  );
}
