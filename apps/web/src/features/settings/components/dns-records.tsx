import type { DnsRecord } from '@clientdock/shared';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CopyButton } from './copy-button';

const PURPOSE: Record<DnsRecord['type'], string> = {
  CNAME: 'Points the domain at ClientDock',
  TXT: 'Proves the domain is yours',
};

function Value({ label, value, copyLabel }: { label: string; value: string; copyLabel: string }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Typography variant="caption" color="text.secondary" component="p">
          {label}
        </Typography>
        <Typography
          component="code"
          variant="body2"
          sx={{ fontFamily: 'monospace', wordBreak: 'break-all', display: 'block' }}
        >
          {value}
        </Typography>
      </Box>
      <CopyButton value={value} label={copyLabel} />
    </Stack>
  );
}

/** The records to create at the DNS provider, each part copyable; stacked so long values wrap on a phone. */
export function DnsRecords({ records }: { records: DnsRecord[] }) {
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label="DNS records">
      {records.map((record) => (
        <Box
          component="li"
          key={record.type}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5, bgcolor: 'background.default' }}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
            <Chip label={record.type} size="small" sx={{ fontWeight: 700, fontFamily: 'monospace' }} />
            <Typography variant="body2" color="text.secondary">
              {PURPOSE[record.type]}
            </Typography>
          </Stack>
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <Value label="Name (host)" value={record.name} copyLabel={`Copy ${record.type} name`} />
            <Value label="Value" value={record.value} copyLabel={`Copy ${record.type} value`} />
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
