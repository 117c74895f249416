import { useState, type FormEvent } from 'react';
import { Button, Dialog, Form, TextField } from '@packlight/ui';
import { exampleShopDomain, shopDomainError } from './shop-domain.ts';
import * as styles from './auth-form.css.ts';

interface ShopifyDomainDialogProps {
  /** Cancel, Escape or the × button: the parent stops rendering the dialog. */
  onClose(): void;
  /** Called with a well-formed shop domain. */
  onSubmit(domain: string): void;
}

/** Asks for the Shopify shop to sign in through, before the browser leaves for it. */
export function ShopifyDomainDialog({ onClose, onSubmit }: ShopifyDomainDialogProps) {
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const domain = String(new FormData(event.currentTarget).get('shop') ?? '').trim();
    const problem = shopDomainError(domain);
    setError(problem);
    if (!problem) onSubmit(domain);
  };

  return (
    <Dialog
      title="Sign in with Shopify"
      size="sm"
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      {({ close }) => (
        <Form aria-label="Shopify shop" onSubmit={submit} className={styles.form}>
          <TextField
            label="Shop domain"
            name="shop"
            placeholder={exampleShopDomain}
            description="The address of your Shopify store."
            errorMessage={error ?? undefined}
            // While it shows, the message also blocks the form's submit: it goes with an edit.
            onChange={() => setError(null)}
          />
          <div className={styles.actions}>
            <Button variant="secondary" onPress={close}>
              Cancel
            </Button>
            <Button type="submit">Continue</Button>
          </div>
        </Form>
      )}
    </Dialog>
  );
}
