export interface RecordOptions {
  url: string;
  method?: string;
  header: string[];
  json?: string;
  rpc?: string;
  params?: string;
  revision?: string;
  out?: string;
  id?: string;
  title?: string;
}

export async function recordCommand(_options: RecordOptions): Promise<number> {
  throw new Error('record: not implemented yet');
}
