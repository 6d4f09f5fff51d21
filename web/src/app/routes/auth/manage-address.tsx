import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { useMyAddress } from '@/features/address/api/address-queries';
import { th } from '@/i18n/th';

export default function ManageAddressRoute() {
  const address = useMyAddress();
  return (
    <section className="stack" aria-labelledby="address-title">
      <PageTitle title={th.titles.manageAddress} />
      <h1 id="address-title">{th.titles.manageAddress}</h1>
      <QueryState query={address}>
        {(data) =>
          data ? (
            <address className="card">
              {data.fullName}
              <br />
              {[data.houseNo, data.moo, data.village, data.soi, data.road].filter(Boolean).join(' ')}
              <br />
              {[data.subDistrict, data.district, data.province, data.postcode].join(' ')}
              <br />
              {data.phone}
            </address>
          ) : (
            <p className="state state--empty">{th.records.noAddress}</p>
          )
        }
      </QueryState>
    </section>
  );
}
