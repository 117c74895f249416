import type { Address } from '@packlight/api-types';
import { Card, DescriptionList, Link } from '@packlight/ui';
import { mapsUrl } from '../maps.ts';

const titles = { shipping: 'Shipping Address', billing: 'Billing Address' } as const;

/** Props of an address card. */
export interface OrderAddressCardProps {
  /** Which of the traveler's addresses this card shows. */
  type: Address['type'];
  /** That address, when the traveler has one. */
  address: Address | undefined;
}

/**
 * The Shipping or Billing Address card of an order or refund, the address linking to a maps
 * service. A missing address says so (docs/product/part-2.md §8), naming its own type.
 */
export function OrderAddressCard({ type, address }: OrderAddressCardProps) {
  const text = address?.address?.trim();
  const url = address && text ? mapsUrl(address) : null;
  return (
    <Card as="section" title={titles[type]}>
      {address && text ? (
        <DescriptionList
          sections={[
            {
              rows: [
                { label: 'Name', value: address.name },
                { label: 'Phone', value: address.phone },
                {
                  label: 'Address',
                  value: url ? (
                    <Link href={url} target="_blank">
                      {text}
                    </Link>
                  ) : (
                    text
                  ),
                },
              ],
            },
          ]}
        />
      ) : (
        <p>{`No ${type} address available`}</p>
      )}
    </Card>
  );
}
