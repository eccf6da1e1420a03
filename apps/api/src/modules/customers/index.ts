/** Customers (clients): a client by id, the client list, and who may read contact numbers. */
export { mayReadContactNumbers } from './customer-contacts';
export { CUSTOMER_NOT_FOUND, getCustomerOrThrow, listCustomers } from './customers.service';
