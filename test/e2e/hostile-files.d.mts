export function hostileFiles(): { name: string; buffer: Buffer; outcome: string }[];
