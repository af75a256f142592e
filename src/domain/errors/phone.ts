import { err } from './app-error.ts';

/** Phone accounts: SMS codes for registration, password reset and the bound number (spec doc 1 §8). */
export const phoneErrors = {
  SmsDisabled: err(
    'SmsDisabled',
    400,
    'This site sends no SMS: registering, resetting a password or binding a number by phone is not available',
    '本站未开启短信服务，无法使用手机号注册、找回密码或绑定手机',
  ),
  PhoneExists: err('PhoneExists', 400, 'The phone already exists', '手机号已存在'),
  PhoneNotFound: err('PhoneNotFound', 400, 'The phone does not exist', '手机号不存在'),
  PhoneShared: err(
    'PhoneShared',
    400,
    'More than one account uses this phone: ask an administrator to reset your password',
    '多个账号使用此手机号，请联系管理员重置密码',
  ),
  PhoneUnchanged: err(
    'PhoneUnchanged',
    400,
    'The new phone is the same as the current one',
    '新手机号与当前手机号相同',
  ),
  PhoneCodeWrong: err('PhoneCodeWrong', 400, 'The SMS code is wrong or has expired', '短信验证码错误或已过期'),
  PhoneCodesPerNumber: err(
    'PhoneCodesPerNumber',
    429,
    'Too many codes were sent to this number: try again in {0} minutes',
    '该手机号获取验证码次数过多，请 {0} 分钟后再试',
  ),
  PhoneCodesPerAddress: err(
    'PhoneCodesPerAddress',
    429,
    'Too many codes were asked for from this address: try again in {0} minutes',
    '该地址获取验证码次数过多，请 {0} 分钟后再试',
  ),
  SmsGatewayUnreachable: err(
    'SmsGatewayUnreachable',
    400,
    'The SMS gateway did not answer; please try again later',
    '短信网关无响应，请稍后再试',
  ),
  SmsSendFailed: err(
    'SmsSendFailed',
    400,
    'The SMS could not be sent ({0}); please try again later',
    '短信发送失败（{0}），请稍后再试',
  ),
};
