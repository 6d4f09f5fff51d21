import { PageTitle } from '@/components/ui/page-title';
import { AddressForm } from '@/features/address/components/address-form';
import { useCurrentUser } from '@/lib/session';
import { thMemberArea } from '@/i18n/th-member-area';

export default function ManageAddressRoute() {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <div className="stack member-grid">
      <PageTitle title={thMemberArea.titles.manageAddress} />
      <h1 className="span-2">{thMemberArea.titles.manageAddress}</h1>
      <AddressForm uuid={user.uuid} name={user.name} phone={user.phone} />
    </div>
  );
}
