import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { type Address, AddressInput } from '@site/contract';
import { QueryState } from '@/components/ui/query-state';
import { TextField } from '@/components/ui/text-field';
import { FailureNotice } from '@/components/ui/failure-notice';
import { formatDateTime } from '@/lib/dates';
import { notifySuccess } from '@/lib/toast';
import { thMemberArea } from '@/i18n/th-member-area';
import { useMyAddress, useSaveAddress } from '../api/address-queries';
import '../address.css';

const t = thMemberArea.address;

type Field = keyof AddressInput;
/** The form's fields in address order; `half` ones are short and pair up on a phone (บ้านเลขที่ | หมู่ที่). */
const FIELDS: { name: Field; autoComplete: string; inputMode?: 'numeric' | 'tel'; half?: boolean }[] = [
  { name: 'fullName', autoComplete: 'name' },
  { name: 'phone', autoComplete: 'tel', inputMode: 'tel' },
  { name: 'houseNo', autoComplete: 'address-line1', half: true },
  { name: 'moo', autoComplete: 'off', half: true },
  { name: 'village', autoComplete: 'address-line2' },
  { name: 'soi', autoComplete: 'off' },
  { name: 'road', autoComplete: 'address-line3' },
  { name: 'subDistrict', autoComplete: 'address-level3', half: true },
  { name: 'district', autoComplete: 'address-level2', half: true },
  { name: 'province', autoComplete: 'address-level1', half: true },
  { name: 'postcode', autoComplete: 'postal-code', inputMode: 'numeric', half: true },
];

function emptyToUndefined(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value;
}

function Form({
  saved,
  uuid,
  fallbackName,
  fallbackPhone,
}: {
  saved: Address | null;
  uuid: string;
  fallbackName: string;
  fallbackPhone: string;
}) {
  const save = useSaveAddress(uuid);
  const form = useForm<AddressInput>({
    resolver: zodResolver(AddressInput),
    defaultValues: Object.fromEntries(
      FIELDS.map(({ name }) => [name, saved?.[name] ?? (name === 'fullName' ? fallbackName : name === 'phone' ? fallbackPhone : '')]),
    ) as AddressInput,
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => {
    const body = {
      ...values,
      moo: emptyToUndefined(values.moo),
      village: emptyToUndefined(values.village),
      soi: emptyToUndefined(values.soi),
      road: emptyToUndefined(values.road),
    };
    save.mutate({ body }, { onSuccess: () => notifySuccess(t.saved) });
  });
  return (
    <form className="form" onSubmit={submit} noValidate>
      {saved ? (
        <p className="muted" data-testid="address-updated">
          {t.lastUpdated(formatDateTime(saved.updatedAt))}
        </p>
      ) : (
        <p className="muted">{t.none}</p>
      )}
      <div className="address-grid">
        {FIELDS.map(({ name, autoComplete, inputMode, half }) => (
          <TextField
            key={name}
            className={half ? undefined : 'address-grid__wide'}
            label={t.fields[name]}
            autoComplete={autoComplete}
            inputMode={inputMode}
            error={errors[name]?.message}
            {...form.register(name)}
          />
        ))}
      </div>
      <FailureNotice error={save.error} testId="address-error" />
      {save.isSuccess ? (
        <p className="ok" role="status" data-testid="address-saved">
          {t.saved}
        </p>
      ) : null}
      <button type="submit" className="btn btn--primary btn--block" disabled={save.isPending}>
        {save.isPending ? t.saving : t.save}
      </button>
    </form>
  );
}

/** The member's delivery address (Thai fields), viewed and saved with PATCH. */
export function AddressForm({ uuid, name, phone }: { uuid: string; name: string; phone: string }) {
  const address = useMyAddress();
  return (
    <section className="card stack span-2" aria-labelledby="address-title">
      <h2 id="address-title">{t.heading}</h2>
      <QueryState query={address}>{(saved) => <Form saved={saved} uuid={uuid} fallbackName={name} fallbackPhone={phone} />}</QueryState>
    </section>
  );
}
