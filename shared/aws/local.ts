/** Credentials DynamoDB Local, the SQS emulator and the local stand-ins accept; never used against AWS. */
export const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };
