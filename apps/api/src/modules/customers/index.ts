/** Customers (clients): their routes (app.ts) and demo seed, a client by id, the client list, and who may read contact numbers. */
export { mayReadContactNumbers } from './customer-contacts';
export { customersRoutes } from './customers.routes';
export { CUSTOMER_NOT_FOUND, getCustomerOrThrow, listCustomers, seedCustomers } from './customers.service';
