/**
 * The dock's fields of a job (issue 26 point 3), on a react-admin Form: inbound carrier and its reference, and what
 * depends on the customer (mailing term, legacy pickup, poly-bag "ignore dimensions") and on the customer and the
 * job's office (the quote's product option). The customer's lists load when it is chosen; a list with nothing says so.
 */
import { Alert, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { RECEIVING_LIMITS } from '@a1/shared';
import { DropdownInput, TextBoxInput } from '../../forms/inputs';
import {
  useInboundCarriers,
  useLegacyPickups,
  useMailingTerms,
  usePolyBagIgnoreDims,
  useQuoteProductOptions,
} from './queries';

const option = (id: number, label: string) => ({ id, label, value: id });

export function JobFieldInputs({ customerId, locationId }: { customerId?: number; locationId?: number }) {
  const translate = useTranslate();
  const f = (key: string) => translate(`a1.receiving.fields.${key}`);
  // On a new job, the customer and office are fields of the form itself.
  const watched = useWatch({ name: ['customerId', 'locationId'] }) as [number | null, number | null];
  const customer = customerId ?? watched[0] ?? null;
  const location = locationId ?? watched[1] ?? null;
  const carriers = useInboundCarriers();
  const terms = useMailingTerms(customer);
  const pickups = useLegacyPickups(customer);
  const options = useQuoteProductOptions(customer, location);
  const polyBag = usePolyBagIgnoreDims(customer);
  return (
    <Stack spacing={2}>
      <DropdownInput
        source="inboundCarrierId"
        label={f('inboundCarrier')}
        options={(carriers.data ?? []).map((c) => option(c.inboundCarrierId, c.name))}
        search
        fullWidth
      />
      <TextBoxInput source="carrierReference" label={f('carrierReference')} maxLength={RECEIVING_LIMITS.reference} />
      <DropdownInput
        source="mailingTermId"
        label={f('mailingTerm')}
        options={(terms.data ?? []).map((t) => option(t.mailingTermId, t.name))}
        disabled={!customer}
        fullWidth
      />
      <DropdownInput
        source="quoteProductOptionId"
        label={f('quoteProductOption')}
        options={(options.data ?? []).map((o) => option(o.quoteProductOptionId, `${o.product} · ${o.service}`))}
        disabled={!customer || !location}
        fullWidth
      />
      <DropdownInput
        source="legacyPickupId"
        label={f('legacyPickup')}
        options={(pickups.data ?? []).map((p) =>
          option(p.legacyPickupId, `${p.pickupNumber} · ${p.pickupOn.slice(0, 10)} · ${p.pieces}`),
        )}
        disabled={!customer}
        fullWidth
      />
      {polyBag.data && (
        <Alert severity={polyBag.data.ignoreDims ? 'info' : 'success'} variant="outlined">
          {translate(polyBag.data.ignoreDims ? 'a1.receiving.fields.ignoreDims' : 'a1.receiving.fields.measureDims', {
            customer: polyBag.data.customer,
          })}
        </Alert>
      )}
      <TextBoxInput source="comment" label={f('comment')} multiline maxLength={RECEIVING_LIMITS.comment} />
    </Stack>
  );
}
