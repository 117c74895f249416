import type { ReactNode } from 'react';
import type { Party } from '@packlight/api-types';
import { Card, DescriptionList, Link, PersonCell, Stack } from '@packlight/ui';
import { mapsUrl } from '../maps.ts';

/** Props of a person card. */
export interface PartyCardProps {
  /** The card's title: 'Customer', 'Partner', 'Rider'. */
  title: string;
  /** The person as the order or refund shows them. */
  party: Pick<Party, 'name' | 'email' | 'phone' | 'profile_photo'> &
    Partial<Pick<Party, 'address' | 'latitude' | 'longitude' | 'business_name'>>;
  /** Their profile screen, if the app has one. */
  href?: string;
  /** Further rows under the contact details (a rider's vehicle). */
  extraRows?: readonly { label: string; value: ReactNode }[];
}

/**
 * A side card naming one party of an order (docs/product/part-2.md §2): photo, name and email,
 * then business, phone and the address linking to a maps service.
 */
export function PartyCard({ title, party, href, extraRows = [] }: PartyCardProps) {
  const address = party.address?.trim();
  const url = address ? mapsUrl({ ...party, address }) : null;
  return (
    <Card as="section" title={title}>
      <Stack gap="md">
        <PersonCell
          src={party.profile_photo}
          name={party.name ?? 'Unknown'}
          secondary={party.email}
          href={href}
        />
        <DescriptionList
          sections={[
            {
              rows: [
                ...(party.business_name ? [{ label: 'Business', value: party.business_name }] : []),
                { label: 'Phone', value: party.phone },
                ...(party.address !== undefined
                  ? [
                      {
                        label: 'Address',
                        value:
                          address && url ? (
                            <Link href={url} target="_blank">
                              {address}
                            </Link>
                          ) : null,
                      },
                    ]
                  : []),
                ...extraRows,
              ],
            },
          ]}
        />
      </Stack>
    </Card>
  );
}
