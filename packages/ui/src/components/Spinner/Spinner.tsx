import { cx } from '../private/cx';
import { spinner, type SpinnerVariants } from './Spinner.css';
import { useKitI18n } from '../../i18n/use-kit-i18n';

export interface SpinnerProps {
  /**
   * Diameter: `sm` fits inside a button or a line of text, `md` a card, `lg` a page.
   * @default 'md'
   */
  size?: SpinnerVariants['size'];
  /**
   * What assistive technology hears: the spinner is a `progressbar` with this name. Ignored when
   * `isDecorative`.
   * @default 'Loading'
   */
  'aria-label'?: string;
  /**
   * Hide the spinner from assistive technology, for when visible text next to it already says
   * what is loading (as in `LoadingState`).
   * @default false
   */
  isDecorative?: boolean;
  /**
   * Extra class for layout (margins, alignment).
   * @default undefined
   */
  className?: string;
}

/** An indeterminate spinner: a named `progressbar` with no value, drawn as a turning ring. */
export function Spinner({
  size,
  'aria-label': ariaLabelProp,
  isDecorative = false,
  className,
}: SpinnerProps) {
  const { t } = useKitI18n();
  const ariaLabel = ariaLabelProp ?? t('common.loading');
  const ring = cx(spinner({ size }), className);
  if (isDecorative) return <span className={ring} aria-hidden="true" data-decorative="" />;
  return <div role="progressbar" aria-label={ariaLabel} className={ring} />;
}
