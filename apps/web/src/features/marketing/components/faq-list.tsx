import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface FaqItem {
  id: string;
  question: string;
  answer: ReactNode;
}

/** Questions that open to their answer; each question is an h3 holding the button, as MUI renders it. */
export function FaqList({ items }: { items: FaqItem[] }) {
  return (
    <Box>
      {items.map((item) => (
        <Accordion
          key={item.id}
          disableGutters
          variant="outlined"
          sx={{ '&:not(:last-of-type)': { borderBottom: 0 }, '&::before': { display: 'none' } }}
        >
          <AccordionSummary
            expandIcon={<ExpandMoreRounded />}
            id={`faq-${item.id}-question`}
            aria-controls={`faq-${item.id}-answer`}
            sx={{ px: 2.5, '& .MuiAccordionSummary-content': { my: 1.75 } }}
          >
            <Typography sx={{ fontWeight: 600 }}>{item.question}</Typography>
          </AccordionSummary>
          <AccordionDetails id={`faq-${item.id}-answer`} sx={{ px: 2.5, pb: 2.5, pt: 0 }}>
            <Typography variant="body2" color="text.secondary" component="div" sx={{ '& p': { m: 0, mb: 1 } }}>
              {item.answer}
            </Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
