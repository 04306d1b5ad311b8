import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema, type LoginInput } from '@domain/auth';
import { Button } from '../../components/ui/Button';
import { FormField } from '../../components/ui/FormField';
import { Input } from '../../components/ui/Input';
import type { useLogin } from './use-login';

export function LoginForm({ login }: { login: ReturnType<typeof useLogin> }) {
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: '', password: '' },
  });
  const { errors } = form.formState;
  const isBusy = login.isPending || login.isSuccess;

  return (
    // noValidate: staff may sign in with a username as well as an e-mail address.
    <form noValidate className="grid gap-4" onSubmit={form.handleSubmit((values) => login.mutate(values))}>
      <FormField label="Email" error={errors.username?.message}>
        <Input
          type="email"
          autoComplete="username"
          placeholder="you@company.com"
          {...form.register('username')}
        />
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...form.register('password')} />
      </FormField>
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={isBusy}>
        {login.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
