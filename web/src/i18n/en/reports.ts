/** The report runner (report/generate, spec 3 §7 Reports). */
export const reports = {
  title: 'Generate Report',
  report: 'Report',
  choose: 'Choose a report to see its parameters.',
  run: 'Run Report',
  print: 'Print',
  from: '%{label} from',
  to: '%{label} to',
  any: 'Any',
  required: '%{label} is required',
  rows: '%{name}: %{smart_count} row |||| %{name}: %{smart_count} rows',
  printed: 'Report sent to the printer',
};
