import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  Button,
  Card,
  DigitsField,
  ImageUpload,
  Inline,
  Link,
  Notice,
  PhoneField,
  Stack,
  TextField,
  toast,
  type WeekdayTimings,
} from '@packlight/ui';
import {
  DeferredWeekdayTimingEditor,
  loadDateFields,
} from '../../lib/forms/DeferredDateFields.tsx';
import { DeferredAddressAutocomplete } from '../../lib/forms/DeferredAddressAutocomplete.tsx';
import { showServerErrors } from '../../lib/forms/server-errors.ts';
import { useUnsavedChanges } from '../../lib/forms/unsaved-changes.tsx';
import { loadAddressSuggestions } from '../../lib/geocode.ts';
import { paths } from '../../lib/paths.ts';
import { ConflictNotice } from '../../lib/forms/ConflictNotice.tsx';
import { useEditConflict } from '../../lib/forms/use-edit-conflict.ts';
import { createPartner, fetchPartner, updatePartner } from './api.ts';
import {
  partnerErrorFields,
  partnerFormErrors,
  partnerFormValues,
  partnerPayload,
  type PartnerFormField,
  type PartnerFormValues,
} from './partner-form.ts';
import * as styles from './PartnerFormScreen.css.ts';
import { fieldBinding } from '../../lib/forms/field-binding.ts';
import { fieldErrorsResolver } from '../../lib/forms/resolver.ts';

/**
 * The contract's schema judges the payload the form would send (the server applies the same
 * one), and the timing editor's own rule blocks an end before its start (loaded with the editor,
 * which has painted long before anyone submits).
 */
const resolver = fieldErrorsResolver<PartnerFormValues>(async (values) => {
  const { weekdayTimingErrors } = await loadDateFields();
  const errors: Partial<Record<PartnerFormField, string>> = partnerFormErrors(values);
  const timing = Object.values(weekdayTimingErrors(values.availability as WeekdayTimings))[0];
  if (timing && !errors.availability) errors.availability = timing;
  return errors;
});

export interface PartnerFormProps {
  /** The values to start from: blank to add, the partner's to update. */
  defaultValues: PartnerFormValues;
  /** The partner being updated; undefined adds a new one. */
  partnerId?: number;
  /** The ETag of the partner `defaultValues` came from: a save sends it as If-Match (D55). */
  version?: string;
}

/** The fields a conflict view names, in the form's order. */
const conflictLabels: Partial<Record<PartnerFormField, string>> = {
  profileImage: 'Profile Picture',
  businessName: 'Business Name',
  email: 'Email',
  phone: 'Phone',
  ownerName: 'Owner Name',
  address: 'Address',
  availability: 'Opening hours',
  tax_id: 'Tax ID',
  license_front: 'Licence (front)',
  license_back: 'Licence (back)',
  ownerId_front: 'Owner ID (front)',
  ownerId_back: 'Owner ID (back)',
};

/**
 * The add/update partner form (docs/product/part-2.md §2, §5, §8): sections Personal
 * Information, Store Availability and Business Verification; multipart with availability as
 * JSON and files only when newly chosen; server messages under their fields.
 */
export function PartnerForm({ defaultValues, partnerId, version }: PartnerFormProps) {
  const navigate = useNavigate();
  const isUpdate = partnerId !== undefined;
  const [banner, setBanner] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState, reset } = useForm<PartnerFormValues>({
    defaultValues,
    resolver,
  });
  const edit = useEditConflict({
    type: 'partner',
    id: partnerId,
    defaultValues,
    version,
    labels: conflictLabels,
    load: async (id) => partnerFormValues(await fetchPartner(id)),
  });
  useUnsavedChanges(formState.isDirty && !formState.isSubmitSuccessful);

  const submit = handleSubmit(async (values) => {
    setBanner(null);
    try {
      const payload = partnerPayload(values);
      if (isUpdate) await updatePartner(partnerId, payload, edit.version);
      else await createPartner(payload);
      edit.clear();
    } catch (error) {
      // A 412 shows what changed meanwhile; what was typed stays (D59).
      if (await edit.onSaveFailed(error).catch(() => false)) throw error;
      const message = showServerErrors(
        error,
        setError,
        partnerErrorFields,
        'Something went wrong!',
      );
      if (message) {
        setBanner(message);
        toast.danger(message);
      }
      // Rejecting keeps the form unsubmitted, so the guard still protects what was typed.
      throw error;
    }
    toast.success(isUpdate ? 'Partner updated successfully!' : 'Partner added successfully!');
    void navigate(paths.partners.href());
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event).catch(() => undefined)}>
      <Stack gap="lg">
        {banner && <Notice tone="danger">{banner}</Notice>}
        {edit.conflict && (
          <ConflictNotice changes={edit.conflict.changes} onDiscard={() => edit.discard(reset)} />
        )}
        <Card as="section" title="Personal Information">
          <Stack gap="md">
            <Controller
              control={control}
              name="profileImage"
              render={({ field, fieldState }) => (
                <ImageUpload
                  label="Profile Picture"
                  {...fieldBinding(field, fieldState)}
                  previewAlt="Profile picture"
                />
              )}
            />
            <div className={styles.fields}>
              <Controller
                control={control}
                name="businessName"
                render={({ field, fieldState }) => (
                  <TextField
                    label="Business Name"
                    isRequired
                    {...fieldBinding(field, fieldState)}
                  />
                )}
              />
              <Controller
                control={control}
                name="email"
                render={({ field, fieldState }) => (
                  <TextField
                    label="Email"
                    type="email"
                    autoComplete="off"
                    isRequired
                    {...fieldBinding(field, fieldState)}
                  />
                )}
              />
              <Controller
                control={control}
                name="phone"
                render={({ field, fieldState }) => (
                  <PhoneField label="Phone" isRequired {...fieldBinding(field, fieldState)} />
                )}
              />
              <Controller
                control={control}
                name="ownerName"
                render={({ field, fieldState }) => (
                  <TextField label="Owner Name" isRequired {...fieldBinding(field, fieldState)} />
                )}
              />
              <Controller
                control={control}
                name="address"
                render={({ field, fieldState }) => (
                  <DeferredAddressAutocomplete
                    className={styles.wide}
                    label="Address"
                    isRequired
                    {...fieldBinding(field, fieldState)}
                    loadSuggestions={loadAddressSuggestions}
                  />
                )}
              />
            </div>
          </Stack>
        </Card>
        <Card as="section" title="Store Availability">
          <Controller
            control={control}
            name="availability"
            render={({ field, fieldState }) => (
              <DeferredWeekdayTimingEditor
                label="Opening hours"
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                errorMessage={fieldState.error?.message}
              />
            )}
          />
        </Card>
        <Card as="section" title="Business Verification">
          <Stack gap="md">
            <Controller
              control={control}
              name="tax_id"
              render={({ field, fieldState }) => (
                <DigitsField
                  label="Tax ID"
                  className={styles.wide}
                  maxLength={20}
                  {...fieldBinding(field, fieldState)}
                />
              )}
            />
            <div className={styles.uploads}>
              {(
                [
                  ['license_front', 'License Front'],
                  ['license_back', 'License Back'],
                  ['ownerId_front', 'Owner ID Front'],
                  ['ownerId_back', 'Owner ID Back'],
                ] as const
              ).map(([name, label]) => (
                <Controller
                  key={name}
                  control={control}
                  name={name}
                  render={({ field, fieldState }) => (
                    <ImageUpload
                      label={label}
                      {...fieldBinding(field, fieldState)}
                      previewAlt={label}
                    />
                  )}
                />
              ))}
            </div>
          </Stack>
        </Card>
        <Inline gap="sm" justify="end">
          <Link href={paths.partners.href()} buttonVariant="secondary">
            Cancel
          </Link>
          <Button type="submit" isPending={formState.isSubmitting}>
            {isUpdate ? 'Save Changes' : 'Save'}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
