import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  Button,
  Card,
  ImageUpload,
  Inline,
  Link,
  Notice,
  PhoneField,
  Select,
  Stack,
  TextField,
  toast,
} from '@packlight/ui';
import { DeferredDatePicker } from '../../lib/forms/DeferredDateFields.tsx';
import { DeferredAddressAutocomplete } from '../../lib/forms/DeferredAddressAutocomplete.tsx';
import { DeferredMultiSelect } from '../../lib/forms/DeferredMultiSelect.tsx';
import { showServerErrors } from '../../lib/forms/server-errors.ts';
import { useUnsavedChanges } from '../../lib/forms/unsaved-changes.tsx';
import { loadAddressSuggestions } from '../../lib/geocode.ts';
import { paths } from '../../lib/paths.ts';
import { ConflictNotice } from '../../lib/forms/ConflictNotice.tsx';
import { useEditConflict } from '../../lib/forms/use-edit-conflict.ts';
import { createRider, fetchRider, updateRider } from './api.ts';
import {
  regionOptions,
  riderErrorFields,
  riderFormErrors,
  riderFormValues,
  riderPayload,
  vehicleTypeOptions,
  type RiderFormValues,
} from './rider-form.ts';
import * as styles from './RiderFormScreen.css.ts';
import { fieldBinding } from '../../lib/forms/field-binding.ts';
import { fieldErrorsResolver } from '../../lib/forms/resolver.ts';

/** The contract's schema judges the payload the form would send, as the server will. */
const resolver = fieldErrorsResolver<RiderFormValues>(riderFormErrors);

type TextFieldName = 'first_name' | 'last_name' | 'email' | 'vehicle_name' | 'license_plate';

export interface RiderFormProps {
  /** The values to start from: blank to add, the rider's to update. */
  defaultValues: RiderFormValues;
  /** The rider being updated; undefined adds a new one. */
  riderId?: number;
  /** The ETag of the rider `defaultValues` came from: a save sends it as If-Match (D55). */
  version?: string;
}

/** The fields a conflict view names, in the form's order. */
const conflictLabels: Partial<Record<keyof RiderFormValues, string>> = {
  profile_photo: 'Profile Picture',
  first_name: 'First Name',
  last_name: 'Last Name',
  email: 'Email',
  phone: 'Phone',
  address: 'Address',
  insurance_expire_date: 'Insurance Expire Date',
  assigned_region: 'Assigned Region',
  vehicle_type: 'Vehicle Type',
  vehicle_name: 'Vehicle Name',
  license_plate: 'License Plate',
  license_front: 'License Front',
  license_back: 'License Back',
};

/**
 * The add/update rider form (docs/product/part-2.md §2, §5, §8). Server messages show under
 * their fields and clear as each field is edited (the form checks again on every change).
 */
export function RiderForm({ defaultValues, riderId, version }: RiderFormProps) {
  const navigate = useNavigate();
  const isUpdate = riderId !== undefined;
  const [banner, setBanner] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState, reset } = useForm<RiderFormValues>({
    defaultValues,
    resolver,
  });
  const edit = useEditConflict({
    type: 'rider',
    id: riderId,
    defaultValues,
    version,
    labels: conflictLabels,
    load: async (id) => riderFormValues(await fetchRider(id)),
  });
  useUnsavedChanges(formState.isDirty && !formState.isSubmitSuccessful);

  const submit = handleSubmit(async (values) => {
    setBanner(null);
    try {
      const payload = riderPayload(values, isUpdate);
      if (isUpdate) await updateRider(riderId, payload, edit.version);
      else await createRider(payload);
      edit.clear();
    } catch (error) {
      // A 412 shows what changed meanwhile; what was typed stays (D59).
      if (await edit.onSaveFailed(error).catch(() => false)) throw error;
      const message = showServerErrors(error, setError, riderErrorFields, 'Something went wrong!');
      setBanner(message);
      toast.danger(isUpdate ? 'Failed to update rider!' : (message ?? 'Something went wrong!'));
      throw error;
    }
    toast.success(isUpdate ? 'Rider updated successfully!' : 'Rider added successfully!');
    void navigate(paths.riders.href());
  });

  const text = (name: TextFieldName, label: string, type?: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          label={label}
          type={type}
          autoComplete="off"
          isRequired
          {...fieldBinding(field, fieldState)}
        />
      )}
    />
  );

  const image = (name: 'profile_photo' | 'license_front' | 'license_back', label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ImageUpload label={label} {...fieldBinding(field, fieldState)} previewAlt={label} />
      )}
    />
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event).catch(() => undefined)}>
      <Stack gap="lg">
        {banner && <Notice tone="danger">{banner}</Notice>}
        {edit.conflict && (
          <ConflictNotice changes={edit.conflict.changes} onDiscard={() => edit.discard(reset)} />
        )}
        <Card as="section" title="Personal Information">
          <Stack gap="md">
            {image('profile_photo', 'Profile Picture')}
            <div className={styles.fields}>
              {text('first_name', 'First Name')}
              {text('last_name', 'Last Name')}
              {text('email', 'Email', 'email')}
              <Controller
                control={control}
                name="phone"
                render={({ field, fieldState }) => (
                  <PhoneField label="Phone" isRequired {...fieldBinding(field, fieldState)} />
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
              <Controller
                control={control}
                name="insurance_expire_date"
                render={({ field, fieldState }) => (
                  <DeferredDatePicker
                    label="Insurance Expire Date"
                    isRequired
                    name={field.name}
                    value={field.value || null}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    errorMessage={fieldState.error?.message}
                  />
                )}
              />
            </div>
          </Stack>
        </Card>
        <Card as="section" title="Work Details">
          <div className={styles.fields}>
            <Controller
              control={control}
              name="assigned_region"
              render={({ field, fieldState }) => (
                <DeferredMultiSelect
                  label="Assigned Region"
                  isRequired
                  options={regionOptions}
                  {...fieldBinding(field, fieldState)}
                  placeholder="Select regions"
                />
              )}
            />
            <Controller
              control={control}
              name="vehicle_type"
              render={({ field, fieldState }) => (
                <Select
                  label="Vehicle Type"
                  isRequired
                  name={field.name}
                  options={vehicleTypeOptions}
                  value={field.value || null}
                  onChange={(key) => field.onChange(key == null ? '' : String(key))}
                  onBlur={field.onBlur}
                  placeholder="Select a vehicle type"
                  errorMessage={fieldState.error?.message}
                />
              )}
            />
            {text('vehicle_name', 'Vehicle Name')}
            {text('license_plate', 'License Plate')}
          </div>
        </Card>
        <Card as="section" title="License">
          <div className={styles.fields}>
            {image('license_front', 'License Front')}
            {image('license_back', 'License Back')}
          </div>
        </Card>
        <Inline gap="sm" justify="end">
          <Link href={paths.riders.href()} buttonVariant="secondary">
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
