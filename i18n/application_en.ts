<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="zh_CN">
    <context>
        <name>crash</name>
        <message>
            <source>长牌的安装文件坏了，请重新安装长牌。坏掉的文件：</source>
            <translation>Changpai's installation is damaged; please reinstall Changpai. The damaged file:</translation>
        </message>
        <message>
            <source>长牌遇到了一个没有料到的错误。</source>
            <translation>Changpai ran into an unexpected error.</translation>
        </message>
        <message>
            <source>详细情况已写入这个文件，可以把它发给开发者：</source>
            <translation>The details were written to this file; you can send it to the developers:</translation>
        </message>
        <message>
            <source>详细情况没能写入文件，见终端输出。</source>
            <translation>The details could not be written to a file; see the terminal output.</translation>
        </message>
        <message>
            <source>长牌出错了</source>
            <translation>Changpai: an error</translation>
        </message>
    </context>
    <context>
        <name>main</name>
        <message>
            <source>长牌</source>
            <translation>Changpai</translation>
        </message>
    </context>
</TS>
