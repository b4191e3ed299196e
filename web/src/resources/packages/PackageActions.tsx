/**
 * A package's actions (issue 25 point 4): re-print its label on the workstation's label printer (internal staff),
 * its commercial invoice as a PDF, its return to sender (internal staff; a confirm dialog with the reason), and its
 * problem-package card: opened when AimbanCardExists finds one, else shown disabled with the reason (the board that
 * makes cards is not built yet).
 */
import { useState } from 'react';
import { Button, Stack, Tooltip } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import KeyboardReturnIcon from '@mui/icons-material/KeyboardReturn';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useLocaleFormat } from '../../shell/useLocaleFormat';
import { useCommercialInvoice, useLabelPrint } from './mutations';
import { usePackageCard } from './queries';
import { ReturnDialog } from './ReturnDialog';
import type { PackageRecord } from './PackagePage';

export function PackageActions({ pkg, internal }: { pkg: PackageRecord; internal: boolean }) {
  const translate = useTranslate();
  const f = useLocaleFormat();
  const print = useLabelPrint(pkg.packageId, pkg.trackingNumber);
  const invoice = useCommercialInvoice();
  const card = usePackageCard(pkg.packageId);
  const [returning, setReturning] = useState(false);
  const t = (key: string, options?: object) => translate(`a1.packages.actions.${key}`, options);
  const returned = pkg.return;

  return (
    <Stack
      direction="row"
      spacing={1}
      flexWrap="wrap"
      useFlexGap
      role="toolbar"
      aria-label={translate('a1.packages.page.actions')}
    >
      {internal && (
        <Button
          variant="contained"
          startIcon={<PrintIcon />}
          loading={print.isPending}
          loadingPosition="start"
          onClick={() => print.mutate()}
        >
          {t('printLabel')}
        </Button>
      )}
      <Button
        variant="outlined"
        startIcon={<PictureAsPdfIcon />}
        loading={invoice.isPending}
        loadingPosition="start"
        onClick={() => invoice.mutate({ packageIds: [pkg.packageId], name: pkg.trackingNumber })}
      >
        {t('invoice')}
      </Button>
      {internal &&
        (returned ? (
          <Button variant="outlined" startIcon={<KeyboardReturnIcon />} disabled>
            {t('alreadyReturned', { on: f.date(returned.returnedOn) })}
          </Button>
        ) : (
          <Button
            variant="outlined"
            color="warning"
            startIcon={<KeyboardReturnIcon />}
            onClick={() => setReturning(true)}
          >
            {t('returnPackage')}
          </Button>
        ))}
      {card.data?.exists && card.data.packageIssueId !== null ? (
        <Button
          variant="outlined"
          startIcon={<ReportProblemIcon />}
          component={RouterLink}
          to={`/aimban/package-board?packageIssueId=${card.data.packageIssueId}`}
        >
          {t('openCard')}
        </Button>
      ) : (
        // Not `disabled`: a disabled button takes no focus, so its reason would be out of the keyboard's reach.
        <Tooltip title={t('cardNotBuilt')} describeChild>
          <Button
            variant="outlined"
            startIcon={<ReportProblemIcon />}
            aria-disabled
            onClick={(event) => event.preventDefault()}
            sx={{ color: 'text.disabled', borderColor: 'action.disabledBackground', cursor: 'not-allowed' }}
            data-testid="package-card-unavailable"
          >
            {t('createCard')}
          </Button>
        </Tooltip>
      )}
      {returning && <ReturnDialog pkg={pkg} onClose={() => setReturning(false)} />}
    </Stack>
  );
}
