// What other modules use of users; inside the module, files import one another directly.
export { toUserRecord, type UserRecord, type UsersRepository } from './users.repository';
