/**
 * The locale popover (shell §2, §4 Locale change): language, country and date format; Save stores them in
 * local storage and reloads the page. Save requires a language (shell §5). Currency follows the country.
 */
import { useState } from 'react';
import {
  Button,
  FormControl,
  IconButton,
  InputLabel,
  MenuItem,
  Popover,
  Select,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import LanguageIcon from '@mui/icons-material/Language';
import { useLocales, useTranslate } from 'react-admin';
import { LOCAL_KEYS } from '@a1/shared';
import { COUNTRIES, COUNTRY_DATE_FORMATS, DATE_FORMATS, LANGUAGES, type DateFormat } from '@a1/shared/constants/shell';
import { currencyFor, makeLocale } from '@a1/shared/rules/shell';
import { currentLocale } from '../useLocaleFormat';

export function LocalePopover() {
  const translate = useTranslate();
  // Only the languages the administrators left enabled (the i18nProvider's locales).
  const offered = useLocales().map((l) => l.locale);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const stored = currentLocale();
  const [language, setLanguage] = useState(stored.language);
  const [country, setCountry] = useState(stored.country);
  const [format, setFormat] = useState<DateFormat>(stored.format);

  const save = () => {
    localStorage.setItem(LOCAL_KEYS.locale, JSON.stringify(makeLocale({ language, country, format })));
    window.location.reload();
  };

  return (
    <>
      <Tooltip title={translate('a1.shell.header.locale')}>
        <IconButton
          color="inherit"
          aria-label={translate('a1.shell.header.locale')}
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <LanguageIcon />
        </IconButton>
      </Tooltip>
      <Popover
        open={!!anchor}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Stack spacing={2} sx={{ p: 2, width: 280 }} role="group" aria-labelledby="a1-locale-title">
          <Typography id="a1-locale-title" variant="subtitle1">
            {translate('a1.shell.locale.title')}
          </Typography>
          <FormControl fullWidth size="small" required>
            <InputLabel id="a1-locale-language">{translate('a1.shell.locale.language')}</InputLabel>
            <Select
              labelId="a1-locale-language"
              label={translate('a1.shell.locale.language')}
              value={language}
              onChange={(e) => setLanguage(e.target.value)}
            >
              {LANGUAGES.filter((l) => offered.includes(l.iso2)).map((l) => (
                <MenuItem key={l.iso2} value={l.iso2}>
                  {translate(`a1.shell.locale.languages.${l.iso2}`)}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <FormControl fullWidth size="small">
            <InputLabel id="a1-locale-country">{translate('a1.shell.locale.country')}</InputLabel>
            <Select
              labelId="a1-locale-country"
              label={translate('a1.shell.locale.country')}
              value={country}
              onChange={(e) => {
                setCountry(e.target.value);
                // The country brings its date format (shell §9's per-locale table); the user may still change it.
                setFormat(COUNTRY_DATE_FORMATS[e.target.value] ?? format);
              }}
            >
              {COUNTRIES.map((c) => (
                <MenuItem key={c.code} value={c.code}>
                  {translate(`a1.shell.locale.countries.${c.code}`)} ({c.code})
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <FormControl fullWidth size="small">
            <InputLabel id="a1-locale-format">{translate('a1.shell.locale.format')}</InputLabel>
            <Select
              labelId="a1-locale-format"
              label={translate('a1.shell.locale.format')}
              value={format}
              onChange={(e) => setFormat(e.target.value as DateFormat)}
            >
              {DATE_FORMATS.map((f) => (
                <MenuItem key={f} value={f}>
                  {f}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <Typography variant="body2" data-testid="a1-locale-currency">
            {translate('a1.shell.locale.currency', { currency: currencyFor(country) })}
          </Typography>
          <Stack direction="row" justifyContent="flex-end" spacing={1}>
            <Button onClick={() => setAnchor(null)}>{translate('a1.shell.cancel')}</Button>
            <Button variant="contained" onClick={save} disabled={!language}>
              {translate('a1.shell.save')}
            </Button>
          </Stack>
        </Stack>
      </Popover>
    </>
  );
}
