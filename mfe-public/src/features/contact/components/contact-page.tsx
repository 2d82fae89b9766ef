import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { EmailIcon, QuestionAnswerIcon, ScheduleIcon } from 'shared-ui';
import { z } from 'zod';
import { SITE } from '../../../config/site';
import { muiField } from '../../../shared/form';
import { PageHero } from '../../../shared/page-hero';
import { useSendContactMessage } from '../api/send-contact-message';

const schema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(120),
  email: z.string().trim().min(1, 'Email is required').email('Email is invalid'),
  phone: z.string().trim().max(30),
  subject: z.string().trim().min(1, 'Subject is required').max(200),
  message: z.string().trim().min(1, 'Message is required').max(5000),
});
type Values = z.infer<typeof schema>;
const EMPTY: Values = { name: '', email: '', phone: '', subject: '', message: '' };

/** /contact */
export function ContactPage() {
  const sendMessage = useSendContactMessage();
  const [sent, setSent] = useState<string | undefined>(undefined);
  const { register, handleSubmit, formState, reset } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const body = await sendMessage.mutateAsync({
        ...values,
        email: values.email.toLowerCase(),
        phone: values.phone || undefined,
      });
      setSent(body.message || 'Thanks for reaching out! We will get back to you within one business day.');
      reset(EMPTY);
    } catch {
      // Shown in place from sendMessage.error: the server message or "We could not send your message. Please try again."
    }
  });

  const err = formState.errors;
  const failure = sendMessage.error?.message;
  return (
    <Box>
      <PageHero
        eyebrow="Contact"
        title="We’re here to help"
        subtitle="Questions about a deal, your account or listing your dealership? Send us a message."
      />
      <Container
        maxWidth="lg"
        sx={{
          py: { xs: 4, md: 7 },
          display: 'grid',
          gap: 4,
          gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 3 }}>
          {[
            { icon: <EmailIcon />, title: 'Email', text: SITE.supportEmail },
            { icon: <ScheduleIcon />, title: 'Response time', text: 'Within one business day' },
            { icon: <QuestionAnswerIcon />, title: 'Quick answers', text: 'Many questions are answered in the FAQ.' },
          ].map((item) => (
            <Box key={item.title} sx={{ display: 'flex', gap: 1.5 }}>
              <Box sx={{ color: 'primary.main' }}>{item.icon}</Box>
              <Box>
                <Typography sx={{ fontWeight: 700 }}>{item.title}</Typography>
                <Typography color="textSecondary">{item.text}</Typography>
              </Box>
            </Box>
          ))}
        </Box>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, borderRadius: 1.5 }}>
          {sent && (
            <Alert severity="success" sx={{ mb: 2 }} onClose={() => setSent(undefined)}>
              {sent}
            </Alert>
          )}
          {failure && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          )}
          <Box
            component="form"
            noValidate
            onSubmit={onSubmit}
            aria-label="Contact form"
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
          >
            <TextField
              label="Name"
              autoComplete="name"
              {...muiField(register('name'))}
              error={Boolean(err.name)}
              helperText={err.name?.message}
            />
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              {...muiField(register('email'))}
              error={Boolean(err.email)}
              helperText={err.email?.message}
            />
            <TextField
              label="Phone (optional)"
              type="tel"
              autoComplete="tel"
              {...muiField(register('phone'))}
              error={Boolean(err.phone)}
              helperText={err.phone?.message}
            />
            <TextField
              label="Subject"
              {...muiField(register('subject'))}
              error={Boolean(err.subject)}
              helperText={err.subject?.message}
            />
            <TextField
              label="Message"
              multiline
              minRows={5}
              {...muiField(register('message'))}
              error={Boolean(err.message)}
              helperText={err.message?.message}
              sx={{ gridColumn: '1 / -1' }}
            />
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={formState.isSubmitting}
              sx={{ gridColumn: '1 / -1', justifySelf: { sm: 'start' }, minWidth: 200 }}
            >
              {formState.isSubmitting ? 'Sending...' : 'Send message'}
            </Button>
          </Box>
        </Paper>
      </Container>
    </Box>
  );
}
