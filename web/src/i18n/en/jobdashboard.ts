/** The operations admin job dashboard (spec 3 §2 Job dashboard grid), the grid's demo screen. */
export const jobdashboard = {
  title: 'Job Dashboard',
  importedTitle: 'Imported rows',
  columns: {
    number: 'Job Number', customer: 'Customer', status: 'Status', location: 'Office', type: 'Type',
    firstInvoiceNumber: 'Invoice Number', dandTInvoiceNumber: 'D&T Invoice Number', receivedBy: 'Received By',
    receivedOn: 'Received On', closedOn: 'Closed On', createdOn: 'Created On', updatedOn: 'Updated On', invoiced: 'Invoiced',
    received: 'Received', id: 'Id',
    open: 'Open',
  },
  footer: 'Jobs created in the selected period. Click a status chip to narrow the list.',
  open: 'Open',
  excelFileName: 'Job Dashboard',
  newJob: {
    title: 'New Job',
    number: 'Job Number',
    customer: 'Customer',
    office: 'Office',
    type: 'Type',
    received: 'Received',
    create: 'Create',
    created: 'Job %{number} created.',
  },
};
