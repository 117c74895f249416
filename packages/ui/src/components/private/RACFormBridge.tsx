import { useContext, type ReactNode } from 'react';
import { FormContext, FormValidationContext } from 'react-aria-components';
import { FormBehaviorContext, ServerErrorsContext } from './form-context';

/**
 * Hands a kit `Form`'s server errors and validation behaviour to the React Aria fields inside
 * it (Select, DatePicker, ComboBox...), which read React Aria's own contexts. Those fields load
 * after first paint, so React Aria's form code comes with them, not with every form.
 */
export function RACFormBridge({ children }: { children: ReactNode }) {
  const errors = useContext(ServerErrorsContext);
  const behavior = useContext(FormBehaviorContext);
  const field = (
    <FormValidationContext.Provider value={errors}>{children}</FormValidationContext.Provider>
  );
  return behavior === null ? (
    field
  ) : (
    <FormContext.Provider value={{ validationBehavior: behavior }}>{field}</FormContext.Provider>
  );
}
