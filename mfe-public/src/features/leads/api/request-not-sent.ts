/** What the deal request form says when a lead or an enquiry fails without a server message. */
export const REQUEST_NOT_SENT = 'We could not send your request. Please try again.';
