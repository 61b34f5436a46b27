// The data layer owns DynamoDB Local and its test setup; scripts' tests use the same one.
export { default } from '@club/functions/test/dynamodb-global-setup';
