import type { Address } from '@packlight/api-types';
import { Card, DescriptionList, Link } from '@packlight/ui';
import { mapsUrl } from '../../lib/maps.ts';

const titles = { shipping: 'Shipping Address', billing: 'Billing Address' } as const;

/**
 * A Shipping or Billing Address card, the address linking to a maps service. The spec's app
 * said 'No shipping address available' under Billing too; each card names its own type here.
 */
export function AddressCard({ address }: { address: Address }) {
  const url = mapsUrl(address);
  const text = address.address?.trim();
  return (
    <Card as="section" title={titles[address.type]}>
      <DescriptionList
        sections={[
          {
            rows: [
              { label: 'Name', value: address.name },
              { label: 'Phone', value: address.phone },
              { label: 'Country', value: address.country },
              {
                label: 'Address',
                value:
                  text && url ? (
                    <Link href={url} target="_blank">
                      {text}
                    </Link>
                  ) : (
                    `No ${address.type} address available`
                  ),
              },
            ],
          },
        ]}
      />
    </Card>
  );
}
