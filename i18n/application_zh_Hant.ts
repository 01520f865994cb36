<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_Hant" sourcelanguage="zh_CN">
    <context>
        <name>crash</name>
        <message>
            <source>长牌的安装文件坏了，请重新安装长牌。坏掉的文件：</source>
            <translation>長牌的安裝檔案壞了，請重新安裝長牌。壞掉的檔案：</translation>
        </message>
        <message>
            <source>长牌遇到了一个没有料到的错误。</source>
            <translation>長牌遇到了一個沒有料到的錯誤。</translation>
        </message>
        <message>
            <source>详细情况已写入这个文件，可以把它发给开发者：</source>
            <translation>詳細情況已寫入這個檔案，可以把它發給開發者：</translation>
        </message>
        <message>
            <source>详细情况没能写入文件，见终端输出。</source>
            <translation>詳細情況沒能寫入檔案，見終端輸出。</translation>
        </message>
        <message>
            <source>长牌出错了</source>
            <translation>長牌出錯了</translation>
        </message>
    </context>
    <context>
        <name>main</name>
        <message>
            <source>长牌</source>
            <translation>長牌</translation>
        </message>
    </context>
</TS>
