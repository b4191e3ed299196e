/**
 * A package's page (search/package-search/:id, issue 25 point 4): its data and consignee, its progress through our
 * statuses, the actions (label, commercial invoice, return, problem-package card), its one timeline, its notes
 * (internal staff), its items and the API data its customer's system sent. The package is the packages resource's
 * record (useGetOne); the rest are the queries of ./queries.
 */
import type { ReactNode } from 'react';
import {
  Alert,
  Box,
  Chip,
  CircularProgress,
  Link,
  Paper,
  Stack,
  Step,
  StepLabel,
  Stepper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Title, useGetOne, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { PackageData } from '@a1/shared';
import { getSession } from '../../session/session';
import { useLocaleFormat } from '../../shell/useLocaleFormat';
import { carrierFormat } from './carrier';
import { usePackageApiData, usePackageStatuses, useStatusName } from './queries';
import { PackageActions } from './PackageActions';
import { PackageTimeline } from './PackageTimeline';
import { PackageNotes } from './PackageNotes';

export type PackageRecord = PackageData & { id: number };

/** Statuses that step aside from a package's way (the others, in GET Statuses' order, are its progress). */
const ASIDE = ['Exception', 'Returned'];

export function Section({
  title,
  id,
  children,
  action,
}: {
  title: string;
  id: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2 }}>
      <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 1 }}>
        <Typography id={id} component="h2" variant="h6">
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Paper>
  );
}

function Fields({ fields }: { fields: Array<[label: string, value: ReactNode]> }) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5 }}
    >
      {fields.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export function PackagePage() {
  const translate = useTranslate();
  const { id } = useParams();
  const packageId = Number(id);
  const valid = Number.isInteger(packageId) && packageId > 0;
  const { data, isLoading, error } = useGetOne<PackageRecord>(
    'packages',
    { id: packageId, meta: { handles: [404] } },
    { enabled: valid, retry: false },
  );
  const back = (
    <Link
      component={RouterLink}
      to="/search/package-search"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
    >
      <ArrowBackIcon fontSize="small" aria-hidden />
      {translate('a1.packages.page.back')}
    </Link>
  );
  if (!valid || error)
    return (
      <Box sx={{ p: 2 }}>
        <Stack spacing={2}>
          {back}
          <Alert severity="warning">{translate('a1.packages.page.notFound', { id: id ?? '' })}</Alert>
        </Stack>
      </Box>
    );
  if (isLoading || !data)
    return (
      <Box sx={{ p: 2 }}>
        {back}
        <Stack direction="row" spacing={1} alignItems="center" sx={{ mt: 2 }} role="status">
          <CircularProgress size={20} aria-hidden />
          <Typography>{translate('a1.packages.page.loading')}</Typography>
        </Stack>
      </Box>
    );
  return <PackageView pkg={data} back={back} />;
}

function PackageView({ pkg, back }: { pkg: PackageRecord; back: ReactNode }) {
  const translate = useTranslate();
  const f = useLocaleFormat();
  const internal = getSession()?.isInternal ?? false;
  const t = (key: string) => translate(`a1.packages.page.fields.${key}`);
  const none = translate('a1.packages.page.none');
  const format = carrierFormat(pkg.trackingNumber);
  const statusName = useStatusName();
  const progress = (usePackageStatuses().data ?? []).map((s) => s.name).filter((name) => !ASIDE.includes(name));
  const step = progress.indexOf(pkg.status);
  const money = (value: number) =>
    new Intl.NumberFormat(`${f.locale.language}-${f.locale.country}`, {
      style: 'currency',
      currency: pkg.currency,
    }).format(value);
  const title = translate('a1.packages.page.title', { number: pkg.trackingNumber });

  return (
    <Box sx={{ p: 2 }}>
      <Title title={title} />
      <Stack spacing={2}>
        {back}
        <Stack direction="row" spacing={1.5} alignItems="center" flexWrap="wrap" useFlexGap>
          <Typography component="h1" variant="h5">
            {title}
          </Typography>
          {format && (
            <Chip
              size="small"
              color="primary"
              variant="outlined"
              label={translate('a1.packages.search.format', { format: format.label })}
              title={format.format}
              data-testid="package-format"
            />
          )}
          <Chip
            size="small"
            color={pkg.status === 'Exception' ? 'error' : pkg.status === 'Returned' ? 'warning' : 'default'}
            label={statusName(pkg.status)}
            data-testid="package-status"
          />
        </Stack>
        {step >= 0 && (
          <Stepper activeStep={step} alternativeLabel role="group" aria-label={translate('a1.packages.page.progress')}>
            {progress.map((status, i) => (
              <Step key={status} completed={i <= step}>
                <StepLabel>{statusName(status)}</StepLabel>
              </Step>
            ))}
          </Stepper>
        )}
        <PackageActions pkg={pkg} internal={internal} />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <Section title={translate('a1.packages.page.data')} id="package-data">
            <Fields
              fields={[
                [t('trackingNumber'), pkg.trackingNumber],
                [t('customerReference'), pkg.customerReference ?? none],
                [t('customer'), pkg.customer],
                [t('jobNumber'), pkg.jobNumber ?? none],
                [t('manifestNumber'), pkg.manifestNumber ?? none],
                [t('service'), pkg.service],
                [t('product'), pkg.product ?? none],
                [t('weightKg'), `${pkg.weightKg} kg`],
                [
                  t('dimensions'),
                  pkg.lengthCm == null ? none : `${pkg.lengthCm} × ${pkg.widthCm ?? '?'} × ${pkg.heightCm ?? '?'} cm`,
                ],
                [t('declaredValue'), money(pkg.declaredValue)],
                [
                  t('taxId'),
                  pkg.taxId ?? (
                    <Typography component="span" color="error">
                      {translate('a1.packages.page.missing')}
                    </Typography>
                  ),
                ],
                [t('createdOn'), f.dateTime(pkg.createdOn)],
              ]}
            />
          </Section>
          <Section title={translate('a1.packages.page.consignee')} id="package-consignee">
            <Fields
              fields={[
                [t('name'), pkg.consigneeName],
                [
                  t('address'),
                  [
                    pkg.consigneeAddress1,
                    pkg.consigneeAddress2,
                    pkg.consigneePostalCode,
                    pkg.consigneeCity,
                    pkg.consigneeState,
                  ]
                    .filter(Boolean)
                    .join(', '),
                ],
                [t('country'), pkg.consigneeCountry],
              ]}
            />
          </Section>
        </Box>
        <PackageTimeline packageId={pkg.packageId} />
        {internal && <PackageNotes pkg={pkg} />}
        <Items pkg={pkg} money={money} />
        <ApiData packageId={pkg.packageId} />
      </Stack>
    </Box>
  );
}

function Items({ pkg, money }: { pkg: PackageRecord; money: (value: number) => string }) {
  const translate = useTranslate();
  const c = (key: string) => translate(`a1.packages.columns.${key}`);
  return (
    <Section title={translate('a1.packages.page.items')} id="package-items">
      {pkg.items.length === 0 ? (
        <Typography color="text.secondary">{translate('a1.packages.page.noItems')}</Typography>
      ) : (
        <Table size="small" aria-labelledby="package-items">
          <TableHead>
            <TableRow>
              {['lineNumber', 'description', 'hsCode', 'quantity', 'value', 'originCountry'].map((key) => (
                <TableCell key={key}>{c(key)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {pkg.items.map((item) => (
              <TableRow key={item.itemId}>
                <TableCell>{item.lineNumber}</TableCell>
                <TableCell>{item.description}</TableCell>
                <TableCell>{item.hsCode ?? ''}</TableCell>
                <TableCell>{item.quantity}</TableCell>
                <TableCell>{money(item.value)}</TableCell>
                <TableCell>{item.originCountry ?? ''}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Section>
  );
}

function ApiData({ packageId }: { packageId: number }) {
  const translate = useTranslate();
  const f = useLocaleFormat();
  const { data, isLoading } = usePackageApiData(packageId);
  return (
    <Section title={translate('a1.packages.page.apiData')} id="package-api-data">
      {isLoading ? (
        <CircularProgress size={20} aria-label={translate('a1.grid.loading')} />
      ) : !data ? (
        <Typography color="text.secondary">{translate('a1.packages.page.noApiData')}</Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            {translate('a1.packages.page.apiSource', { source: data.source, on: f.dateTime(data.receivedOn) })}
          </Typography>
          <Box
            component="pre"
            tabIndex={0}
            aria-label={translate('a1.packages.page.apiData')}
            sx={{ m: 0, mt: 1, p: 1, bgcolor: 'action.hover', overflow: 'auto', maxHeight: 320, fontSize: '0.85rem' }}
          >
            {JSON.stringify(data.payload, null, 2)}
          </Box>
        </>
      )}
    </Section>
  );
}
