/**
 * Submit CRF from the user menu (shell §2 User menu, §9): the feature modal in submit-CRF mode, started from the
 * CRF defaults (project 165, initiative 442, phase 106, sort order 99: settings rows the server answers). The
 * user menu's Submit CRF leads here; closing goes back where the user was. A submitted CRF is confirmed by the CRF
 * toast, which shows for 10 seconds.
 */
import { useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { FeatureDialog } from './FeatureDialog';

/** The CRF toast's duration (shell §9). */
export const CRF_TOAST_MS = 10_000;

export function SubmitCrfPage() {
  const navigate = useNavigate();
  const notify = useNotify();
  const translate = useTranslate();
  const leave = () => {
    if (window.history.length > 1) navigate(-1);
    else navigate('/home', { replace: true });
  };
  return (
    <FeatureDialog
      id={null}
      readOnly={false}
      submitCrf
      onClose={(saved) => {
        if (saved)
          notify(translate('a1.projects.feature.submitted'), { type: 'success', autoHideDuration: CRF_TOAST_MS });
        leave();
      }}
    />
  );
}
